import { Hono } from 'hono'
import { notFound } from '../../platform/http/http-error'
import { presentArticle, presentArticleSummary, presentBlogCategory, presentBlogCategoryWithCount } from './blog.presenter'
import type { StorefrontDeps } from '../showcase-deps'
import { listParams, slugParam, withTotal } from '../../platform/http/showcase-http'

export function blogRoutes(deps: StorefrontDeps) {
  const routes = new Hono()

  routes.get('/api/blog/categories', async (c) => c.json((await deps.listBlogCategories()).map(presentBlogCategoryWithCount)))

  routes.get('/api/blog/categories/:slug', async (c) => {
    const category = await deps.readBlogCategory(slugParam(c))
    if (category === null) throw notFound()
    return c.json(presentBlogCategory(category))
  })

  routes.get('/api/blog/articles', async (c) => {
    const page = await deps.listArticles(listParams(c))
    withTotal(c, page.total)
    return c.json(page.items.map(presentArticleSummary))
  })

  routes.get('/api/blog/articles/:slug', async (c) => {
    const article = await deps.readArticle(slugParam(c))
    if (article === null) throw notFound()
    return c.json(presentArticle(article))
  })

  return routes
}
