import { Hono } from 'hono'
import { BACKOFFICE_ENDPOINTS } from '../../../src/contract/backoffice/backoffice.endpoints'
import {
  CategoryBody,
  CategoryListQuery,
  CategoryUpdateBody,
  type CategoryWire,
} from '../../../src/contract/backoffice/categories'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import { route } from '../../platform/http/contract-routes'
import { streamCsv } from '../../platform/http/csv-stream'
import { parseFormBody } from '../../platform/http/form-body'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import { actorOf, listWindow, recordOf, versionParam } from '../../platform/http/admin-write-answer'
import { CATEGORY_CSV_COLUMNS, presentCategory } from './category.presenter'
import type { CategoryListRequest } from './category-store'
import type { categoryUseCases } from './category.use-cases'

export type CategoryUseCases = ReturnType<typeof categoryUseCases>

function listRequest(raw: Record<string, string>): CategoryListRequest {
  const query = parseInput(CategoryListQuery, raw)
  return {
    ...listWindow(query),
    sort: query._sort ?? 'name',
    filters: { text: query.q || null, brandId: query.brand_id ?? null },
  }
}

// /admin/categories of the Portal API (decision 031), behind the admin guard of backoffice.app.ts.
export function categoryRoutes(categories: CategoryUseCases) {
  const routes = new Hono<AdminEnv>()
  const E = BACKOFFICE_ENDPOINTS.categories

  route(routes, E.list, async (c) => {
    const page = await categories.list(listRequest(c.req.query()))
    c.header('x-total-count', String(page.total))
    return c.json<CategoryWire[]>(page.items.map(presentCategory))
  })
  route(routes, E.exportCsv, (c) => {
    const request = listRequest(c.req.query())
    return streamCsv(c, 'categories.csv', CATEGORY_CSV_COLUMNS, (start, limit) =>
      categories.batch({ ...request, start, limit }),
    )
  })
  route(routes, E.read, async (c) => {
    const category = await categories.find(parseIdParam(c.req.param('id')))
    if (category === null) throw notFound()
    return c.json<CategoryWire>(presentCategory(category))
  })
  route(routes, E.create, async (c) => {
    const body = await parseFormBody(c, CategoryBody)
    return c.json<CategoryWire>(presentCategory(recordOf(await categories.create(actorOf(c), body))), 201)
  })
  route(routes, E.update, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, CategoryUpdateBody)
    return c.json<CategoryWire>(presentCategory(recordOf(await categories.update(actorOf(c), id, body))))
  })
  route(routes, E.delete, async (c) => {
    recordOf(await categories.remove(actorOf(c), parseIdParam(c.req.param('id')), versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
  return routes
}
