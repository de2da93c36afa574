import { Hono } from 'hono'
import { BACKOFFICE_ENDPOINTS } from '../../../src/contract/backoffice/backoffice.endpoints'
import { BrandBody, BrandListQuery, BrandUpdateBody, type BrandWire } from '../../../src/contract/backoffice/brands'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import { route } from '../../platform/http/contract-routes'
import { recordRoutes } from '../../platform/http/record-routes'
import { streamCsv } from '../../platform/http/csv-stream'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import type { BrandListRequest } from './brand-store'
import { BRAND_CSV_COLUMNS, presentBrand } from './brand.presenter'
import type { brandUseCases } from './brand.use-cases'
import { actorOf, listWindow, recordOf } from '../../platform/http/admin-write-answer'
import { readImageUpload } from './catalog-http'

export type BrandUseCases = ReturnType<typeof brandUseCases>

function listRequest(raw: Record<string, string>): BrandListRequest {
  const query = parseInput(BrandListQuery, raw)
  return { ...listWindow(query), sort: query._sort ?? 'name', filters: { text: query.q || null } }
}

// /admin/brands of the Portal API (decision 031), behind the admin guard of backoffice.app.ts.
export function brandRoutes(brands: BrandUseCases) {
  const routes = new Hono<AdminEnv>()
  const E = BACKOFFICE_ENDPOINTS.brands

  // Before /:id, which would read "export.csv" as an id.
  route(routes, E.exportCsv, (c) => {
    const request = listRequest(c.req.query())
    return streamCsv(c, 'enseignes.csv', BRAND_CSV_COLUMNS, (start, limit) =>
      brands.batch({ ...request, start, limit }),
    )
  })
  recordRoutes(routes, E, brands, {
    actor: actorOf,
    present: presentBrand,
    body: BrandBody,
    updateBody: BrandUpdateBody,
    list: (c) => brands.list(listRequest(c.req.query())),
  })
  route(routes, E.logo, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const upload = await readImageUpload(c)
    return c.json<BrandWire>(presentBrand(recordOf(await brands.setLogo(actorOf(c), id, upload.bytes, upload.version))))
  })
  return routes
}
