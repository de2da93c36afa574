import { Hono, type MiddlewareHandler } from 'hono'
import { BACKOFFICE_ENDPOINTS } from '../../../src/contract/backoffice/backoffice.endpoints'
import {
  AdministratorBody,
  AdministratorListQuery,
  AdministratorUpdateBody,
  type AdministratorWire,
} from '../../../src/contract/backoffice/administrators'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import { route } from '../../platform/http/contract-routes'
import { streamCsv } from '../../platform/http/csv-stream'
import { parseFormBody } from '../../platform/http/form-body'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import { actorOf, listWindow, recordOf, versionParam } from '../../platform/http/admin-write-answer'
import { ADMINISTRATOR_CSV_COLUMNS } from './administrator-csv.presenter'
import { presentAdministrator } from './administrator.presenter'
import type { AdministratorListRequest } from './administrator-store'
import type { AdministratorUseCases } from './administrators.use-case'

function listRequest(raw: Record<string, string>): AdministratorListRequest {
  const query = parseInput(AdministratorListQuery, raw)
  return {
    ...listWindow(query),
    sort: query._sort ?? 'login',
    filters: { role: query.role ?? null, active: query.active ?? null, text: query.q || null },
  }
}

// /admin/administrators: super administrators only (decision 033), on top of the back office's door.
export function administratorRoutes(
  administrators: AdministratorUseCases,
  superAdminOnly: MiddlewareHandler<AdminEnv>,
) {
  const routes = new Hono<AdminEnv>()
  const E = BACKOFFICE_ENDPOINTS.administrators
  // The whole subtree, not only the declared routes: an unknown path below it is refused (403) too.
  routes.use(E.list.path, superAdminOnly)
  routes.use(`${E.list.path}/*`, superAdminOnly)

  route(routes, E.list, async (c) => {
    const page = await administrators.list(listRequest(c.req.query()))
    c.header('x-total-count', String(page.total))
    return c.json<AdministratorWire[]>(page.items.map(presentAdministrator))
  })

  route(routes, E.exportCsv, (c) => {
    const request = listRequest(c.req.query())
    const read = (start: number, limit: number) => administrators.batch({ ...request, start, limit })
    return streamCsv(c, 'administrateurs.csv', ADMINISTRATOR_CSV_COLUMNS, read)
  })

  route(routes, E.create, async (c) => {
    const body = await parseFormBody(c, AdministratorBody)
    return c.json<AdministratorWire>(presentAdministrator(recordOf(await administrators.create(actorOf(c), body))), 201)
  })

  route(routes, E.read, async (c) => {
    const record = await administrators.find(parseIdParam(c.req.param('id')))
    if (record === null) throw notFound()
    return c.json<AdministratorWire>(presentAdministrator(record))
  })

  route(routes, E.update, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, AdministratorUpdateBody)
    return c.json<AdministratorWire>(presentAdministrator(recordOf(await administrators.update(actorOf(c), id, body))))
  })

  route(routes, E.delete, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    return c.json<AdministratorWire>(
      presentAdministrator(recordOf(await administrators.remove(actorOf(c), id, versionParam(c)))),
    )
  })

  return routes
}
