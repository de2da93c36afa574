import { Hono } from 'hono'
import { notFound } from '../../platform/http/http-error'
import { presentCategory, presentCategoryTree, presentProduct, presentProductCard } from './catalog.presenter'
import type { StorefrontDeps } from '../showcase-deps'
import { listParams, slugParam, withTotal } from '../../platform/http/showcase-http'

export function storefrontCatalogRoutes(deps: StorefrontDeps) {
  const routes = new Hono()

  routes.get('/api/categories', async (c) => c.json(presentCategoryTree(await deps.listCategoryTree())))

  routes.get('/api/categories/:slug', async (c) => {
    const category = await deps.readCategory(slugParam(c))
    if (category === null) throw notFound()
    return c.json(presentCategory(category))
  })

  routes.get('/api/products', async (c) => {
    const page = await deps.listProducts(listParams(c))
    withTotal(c, page.total)
    return c.json(page.items.map(presentProductCard))
  })

  routes.get('/api/products/:slug', async (c) => {
    const product = await deps.readProduct(slugParam(c))
    if (product === null) throw notFound()
    return c.json(presentProduct(product))
  })

  return routes
}
