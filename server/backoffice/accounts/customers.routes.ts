import { Hono } from 'hono'
import { BACKOFFICE_ENDPOINTS } from '../../../src/contract/backoffice/backoffice.endpoints'
import { BulkBody, type BulkResultWire } from '../../../src/contract/backoffice/backoffice-shapes'
import {
  CUSTOMER_BULK_ACTIONS,
  CustomerBody,
  CustomerListQuery,
  CustomerUpdateBody,
  type CustomerWire,
} from '../../../src/contract/backoffice/customers'
import type { MessageWire } from '../../../src/contract/wire-primitives'
import { ACCOUNT_ADMIN_MESSAGES as M } from '../../../src/domain/messages/backoffice-messages'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import { route } from '../../platform/http/contract-routes'
import { streamCsv } from '../../platform/http/csv-stream'
import { parseFormBody } from '../../platform/http/form-body'
import { badRequest, notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput, parseJsonBody } from '../../platform/http/parse-json-body'
import { actorOf, listWindow, recordOf, versionParam } from '../../platform/http/admin-write-answer'
import type { CustomerListRequest } from './customer-store'
import { CUSTOMER_CSV_COLUMNS } from './customer-csv.presenter'
import { presentCustomer } from './customer.presenter'
import type { CustomerUseCases } from './customers.use-case'
import type { sendPasswordLink } from './password-link.use-case'

function listRequest(raw: Record<string, string>): CustomerListRequest {
  const query = parseInput(CustomerListQuery, raw)
  return {
    ...listWindow(query),
    sort: query._sort ?? 'name',
    filters: { brandId: query.brand_id ?? null, active: query.active ?? null, text: query.q || null },
  }
}

// /admin/customers: the stores screen (decision 033), behind the back office's admin guard.
export function customerRoutes(deps: {
  customers: CustomerUseCases
  passwordLink: ReturnType<typeof sendPasswordLink>
}) {
  const { customers } = deps
  const routes = new Hono<AdminEnv>()
  const E = BACKOFFICE_ENDPOINTS.customers

  route(routes, E.list, async (c) => {
    const page = await customers.list(listRequest(c.req.query()))
    c.header('x-total-count', String(page.total))
    return c.json<CustomerWire[]>(page.items.map(presentCustomer))
  })

  route(routes, E.exportCsv, (c) => {
    const request = listRequest(c.req.query())
    return streamCsv(c, 'magasins.csv', CUSTOMER_CSV_COLUMNS, (start, limit) =>
      customers.batch({ ...request, start, limit }),
    )
  })

  route(routes, E.create, async (c) => {
    const body = await parseFormBody(c, CustomerBody)
    return c.json<CustomerWire>(presentCustomer(recordOf(await customers.create(actorOf(c), body))), 201)
  })

  route(routes, E.bulk, async (c) => {
    const body = await parseJsonBody(c, BulkBody)
    const action = CUSTOMER_BULK_ACTIONS.find((known) => known === body.action)
    if (action === undefined) throw badRequest(M.unknownBulkAction)
    const active = action === 'activate'
    const affected = await customers.setActive(actorOf(c), body.ids, active)
    const message = active ? M.shopsActivated(affected) : M.shopsDeactivated(affected)
    return c.json<BulkResultWire>({ message, affected })
  })

  route(routes, E.read, async (c) => {
    const record = await customers.find(parseIdParam(c.req.param('id')))
    if (record === null) throw notFound()
    return c.json<CustomerWire>(presentCustomer(record))
  })

  route(routes, E.update, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, CustomerUpdateBody)
    return c.json<CustomerWire>(presentCustomer(recordOf(await customers.update(actorOf(c), id, body))))
  })

  route(routes, E.delete, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    return c.json<CustomerWire>(presentCustomer(recordOf(await customers.remove(actorOf(c), id, versionParam(c)))))
  })

  route(routes, E.passwordLink, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const sent = recordOf(await deps.passwordLink(actorOf(c), id))
    return c.json<MessageWire>({ message: M.passwordLinkSent(sent.email) })
  })

  return routes
}
