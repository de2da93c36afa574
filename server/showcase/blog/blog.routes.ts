import { Hono } from 'hono'
import { SHOWCASE_ENDPOINTS as E } from '../../../src/contract/showcase/showcase.endpoints'
import { route } from '../../platform/http/contract-routes'
import { notFound } from '../../platform/http/http-error'
import {
  presentArticle,
  presentArticleSummary,
  presentBlogCategory,
  presentBlogCategoryWithCount,
} from './blog.presenter'
import type { ShowcaseDeps } from '../showcase-deps'
import { listParams, slugParam, withTotal } from '../../platform/http/showcase-http'

export function blogRoutes(deps: ShowcaseDeps) {
  const routes = new Hono()

  route(routes, E.blogCategories, async (c) =>
    c.json((await deps.listBlogCategories()).map(presentBlogCategoryWithCount)),
  )

  route(routes, E.blogCategory, async (c) => {
    const category = await deps.readBlogCategory(slugParam(c))
    if (category === null) throw notFound()
    return c.json(presentBlogCategory(category))
  })

  route(routes, E.articles, async (c) => {
    const page = await deps.listArticles(listParams(c))
    withTotal(c, page.total)
    return c.json(page.items.map(presentArticleSummary))
  })

  route(routes, E.article, async (c) => {
    const article = await deps.readArticle(slugParam(c))
    if (article === null) throw notFound()
    return c.json(presentArticle(article))
  })

  return routes
}
