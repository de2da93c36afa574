import { Hono } from 'hono'
import { BACKOFFICE_ENDPOINTS } from '../../../src/contract/backoffice/backoffice.endpoints'
import { CategoryBody, CategoryListQuery, CategoryUpdateBody } from '../../../src/contract/backoffice/categories'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import { route } from '../../platform/http/contract-routes'
import { recordRoutes } from '../../platform/http/record-routes'
import { streamCsv } from '../../platform/http/csv-stream'
import { parseInput } from '../../platform/http/parse-json-body'
import { actorOf, listWindow } from '../../platform/http/admin-write-answer'
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

  route(routes, E.exportCsv, (c) => {
    const request = listRequest(c.req.query())
    return streamCsv(c, 'categories.csv', CATEGORY_CSV_COLUMNS, (start, limit) =>
      categories.batch({ ...request, start, limit }),
    )
  })
  recordRoutes(routes, E, categories, {
    actor: actorOf,
    present: presentCategory,
    body: CategoryBody,
    updateBody: CategoryUpdateBody,
    list: (c) => categories.list(listRequest(c.req.query())),
  })
  return routes
}
