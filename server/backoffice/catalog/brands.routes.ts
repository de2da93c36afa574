import { Hono } from 'hono'
import { BACKOFFICE_ENDPOINTS } from '../../../src/contract/backoffice/backoffice.endpoints'
import { BrandBody, BrandListQuery, BrandUpdateBody, type BrandWire } from '../../../src/contract/backoffice/brands'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import { route } from '../../platform/http/contract-routes'
import { streamCsv } from '../../platform/http/csv-stream'
import { parseFormBody } from '../../platform/http/form-body'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import type { BrandListRequest } from './brand-store'
import { BRAND_CSV_COLUMNS, presentBrand } from './brand.presenter'
import type { brandUseCases } from './brand.use-cases'
import { actorOf, listWindow, recordOf, versionParam } from '../../platform/http/admin-write-answer'
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

  route(routes, E.list, async (c) => {
    const page = await brands.list(listRequest(c.req.query()))
    c.header('x-total-count', String(page.total))
    return c.json<BrandWire[]>(page.items.map(presentBrand))
  })
  // Before /:id, which would read "export.csv" as an id.
  route(routes, E.exportCsv, (c) => {
    const request = listRequest(c.req.query())
    return streamCsv(c, 'enseignes.csv', BRAND_CSV_COLUMNS, (start, limit) =>
      brands.batch({ ...request, start, limit }),
    )
  })
  route(routes, E.read, async (c) => {
    const brand = await brands.find(parseIdParam(c.req.param('id')))
    if (brand === null) throw notFound()
    return c.json<BrandWire>(presentBrand(brand))
  })
  route(routes, E.create, async (c) => {
    const body = await parseFormBody(c, BrandBody)
    return c.json<BrandWire>(presentBrand(recordOf(await brands.create(actorOf(c), body))), 201)
  })
  route(routes, E.update, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, BrandUpdateBody)
    return c.json<BrandWire>(presentBrand(recordOf(await brands.update(actorOf(c), id, body))))
  })
  route(routes, E.delete, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    recordOf(await brands.remove(actorOf(c), id, versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
  route(routes, E.logo, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const upload = await readImageUpload(c)
    return c.json<BrandWire>(presentBrand(recordOf(await brands.setLogo(actorOf(c), id, upload.bytes, upload.version))))
  })
  return routes
}
