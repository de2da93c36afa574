import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import {
  BlogCategoryBody,
  BlogCategoryListQuery,
  BlogCategoryUpdateBody,
  type BlogCategoryAdminWire,
} from '../../../src/contract/showcase-admin/blog'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { listWindow, recordOf, versionParam } from '../../platform/http/admin-write-answer'
import { parseFormBody } from '../../platform/http/form-body'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import { showcaseActor } from '../showcase-admin.public'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import type { BlogCategoryRecord } from './blog-category-store'
import type { blogCategoryUseCases } from './blog-category.use-cases'

export const presentBlogCategoryAdmin = (category: BlogCategoryRecord): BlogCategoryAdminWire => ({
  id: category.id,
  slug: category.slug,
  name: category.name,
  description: category.description,
  position: category.position,
  article_count: category.articleCount,
  version: category.version,
  created_at: category.createdAt.toISOString(),
  updated_at: category.updatedAt.toISOString(),
})

// /storefront-api/admin/blog-categories (decision 036), behind the showcase administrators' door.
export function blogCategoryRoutes(categories: ReturnType<typeof blogCategoryUseCases>) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const E = SHOWCASE_ADMIN_ENDPOINTS.blogCategories

  route(routes, E.list, async (c) => {
    const query = parseInput(BlogCategoryListQuery, c.req.query())
    const page = await categories.list({ ...listWindow(query), text: query.q || null, sort: query._sort ?? 'position' })
    c.header('x-total-count', String(page.total))
    return c.json<BlogCategoryAdminWire[]>(page.items.map(presentBlogCategoryAdmin))
  })
  route(routes, E.read, async (c) => {
    const category = await categories.find(parseIdParam(c.req.param('id')))
    if (category === null) throw notFound()
    return c.json<BlogCategoryAdminWire>(presentBlogCategoryAdmin(category))
  })
  route(routes, E.create, async (c) => {
    const body = await parseFormBody(c, BlogCategoryBody)
    const record = recordOf(await categories.create(showcaseActor(c), body))
    return c.json<BlogCategoryAdminWire>(presentBlogCategoryAdmin(record), 201)
  })
  route(routes, E.update, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, BlogCategoryUpdateBody)
    const record = recordOf(await categories.update(showcaseActor(c), id, body))
    return c.json<BlogCategoryAdminWire>(presentBlogCategoryAdmin(record))
  })
  route(routes, E.delete, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    recordOf(await categories.remove(showcaseActor(c), id, versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
  return routes
}
