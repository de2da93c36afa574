import { Hono } from 'hono'
import { SHOWCASE_ENDPOINTS as E } from '../../../src/contract/showcase/showcase.endpoints'
import { route } from '../../platform/http/contract-routes'
import { notFound } from '../../platform/http/http-error'
import { presentCategory, presentCategoryTree, presentProduct, presentProductCard } from './catalog.presenter'
import type { ShowcaseDeps } from '../showcase-deps'
import { listParams, slugParam, withTotal } from '../../platform/http/showcase-http'

export function showcaseCatalogRoutes(deps: ShowcaseDeps) {
  const routes = new Hono()

  route(routes, E.categories, async (c) => c.json(presentCategoryTree(await deps.listCategoryTree())))

  route(routes, E.category, async (c) => {
    const category = await deps.readCategory(slugParam(c))
    if (category === null) throw notFound()
    return c.json(presentCategory(category))
  })

  route(routes, E.products, async (c) => {
    const page = await deps.listProducts(listParams(c))
    withTotal(c, page.total)
    return c.json(page.items.map(presentProductCard))
  })

  route(routes, E.product, async (c) => {
    const product = await deps.readProduct(slugParam(c))
    if (product === null) throw notFound()
    return c.json(presentProduct(product))
  })

  return routes
}
