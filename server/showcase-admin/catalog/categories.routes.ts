import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import {
  CategoryBody,
  CategoryListQuery,
  CategoryUpdateBody,
  type CategoryAdminWire,
} from '../../../src/contract/showcase-admin/catalog-categories'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { recordOf, versionParam } from '../../platform/http/admin-write-answer'
import { parseFormBody } from '../../platform/http/form-body'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import { showcaseActor } from '../showcase-admin.public'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { presentCategory } from './catalog-admin.presenter'
import type { categoryUseCases } from './category.use-cases'

export type CategoryUseCases = ReturnType<typeof categoryUseCases>

// /storefront-api/admin/categories (decision 036): the list is the whole tree, depth first (see the contract).
export function categoryRoutes(categories: CategoryUseCases) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const E = SHOWCASE_ADMIN_ENDPOINTS.categories

  route(routes, E.list, async (c) => {
    const query = parseInput(CategoryListQuery, c.req.query())
    const entries = await categories.list(query.q || null)
    c.header('x-total-count', String(entries.length))
    return c.json<CategoryAdminWire[]>(entries.map(presentCategory))
  })
  route(routes, E.read, async (c) => {
    const entry = await categories.find(parseIdParam(c.req.param('id')))
    if (entry === null) throw notFound()
    return c.json<CategoryAdminWire>(presentCategory(entry))
  })
  route(routes, E.create, async (c) => {
    const body = await parseFormBody(c, CategoryBody)
    const record = recordOf(await categories.create(showcaseActor(c), body))
    return c.json<CategoryAdminWire>(
      presentCategory((await categories.find(record.id)) ?? { category: record, depth: 0 }),
      201,
    )
  })
  route(routes, E.update, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, CategoryUpdateBody)
    const record = recordOf(await categories.update(showcaseActor(c), id, body))
    return c.json<CategoryAdminWire>(
      presentCategory((await categories.find(record.id)) ?? { category: record, depth: 0 }),
    )
  })
  route(routes, E.delete, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    recordOf(await categories.remove(showcaseActor(c), id, versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
  return routes
}
