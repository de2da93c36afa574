import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import { recordRoutes } from '../../platform/http/record-routes'
import {
  BlogCategoryBody,
  BlogCategoryListQuery,
  BlogCategoryUpdateBody,
  type BlogCategoryAdminWire,
} from '../../../src/contract/showcase-admin/blog'
import { listWindow } from '../../platform/http/admin-write-answer'
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
  recordRoutes(routes, E, categories, {
    actor: showcaseActor,
    present: presentBlogCategoryAdmin,
    body: BlogCategoryBody,
    updateBody: BlogCategoryUpdateBody,
  })
  return routes
}
