import { Hono } from 'hono'
import { BACKOFFICE_ENDPOINTS } from '../../../src/contract/backoffice/backoffice.endpoints'
import {
  type BackofficeOrderBulkResultWire,
  BackofficeOrderBulkBody,
  BackofficeOrderListQuery,
  OrderMoveBody,
} from '../../../src/contract/backoffice/orders'
import { ORDER_ADMIN_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { ORDER_STATUS_LABELS } from '../../../src/domain/order-status'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import { route } from '../../platform/http/contract-routes'
import { streamCsvByKeyset } from '../../platform/http/csv-stream'
import { parseFormBody } from '../../platform/http/form-body'
import { HttpError, notFound } from '../../platform/http/http-error'
import { pageSize } from '../../platform/http/list-params'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import type { BackofficeOrderExportRow, BackofficeOrderFilters, BackofficeOrderOrdering } from './order-records'
import type { BackofficeOrderUseCases } from './order-use-cases'
import { ADMIN_ORDER_CSV_COLUMNS } from './orders-csv'
import { presentBackofficeOrderDetail, presentBackofficeOrderSummary } from './orders.presenter'

type ListQuery = BackofficeOrderListQuery

function filtersOf(query: ListQuery, today: string): BackofficeOrderFilters & BackofficeOrderOrdering {
  const statuses = query.status
  return {
    statuses: statuses === undefined || statuses.length === 0 ? null : statuses,
    brandId: query.brand_id ?? null,
    shopId: query.shop_id ?? null,
    from: query.from ?? null,
    to: query.to ?? null,
    number: query.number === undefined || query.number === '' ? null : query.number,
    q: query.q === undefined || query.q === '' ? null : query.q,
    late: query.late === true,
    today,
    sort: query._sort ?? 'created_at',
    order: query._order ?? 'DESC',
  }
}

// /admin/orders of the Portal API (decision 034), behind the admin guard of the composition.
export function adminOrdersRoutes(orders: BackofficeOrderUseCases) {
  const routes = new Hono<AdminEnv>()
  const E = BACKOFFICE_ENDPOINTS.orders

  route(routes, E.list, async (c) => {
    const query = parseInput(BackofficeOrderListQuery, c.req.query())
    const page = await orders.reader.list({
      ...filtersOf(query, orders.today()),
      start: query._start ?? 0,
      limit: pageSize(query._limit),
    })
    c.header('x-total-count', String(page.total))
    return c.json(page.items.map(presentBackofficeOrderSummary))
  })

  // Before the detail, so that "export.csv" is never read as an id.
  route(routes, E.exportCsv, (c) => {
    const filters = filtersOf(parseInput(BackofficeOrderListQuery, c.req.query()), orders.today())
    return streamCsvByKeyset<BackofficeOrderExportRow>(c, 'commandes.csv', ADMIN_ORDER_CSV_COLUMNS, (last, limit) =>
      orders.reader.exportPage(filters, last?.cursor ?? null, limit),
    )
  })

  route(routes, E.bulk, async (c) => {
    const body = await parseFormBody(c, BackofficeOrderBulkBody)
    const result = await orders.bulk({ id: c.var.admin.id, login: c.var.admin.login }, body.ids, body.action)
    const answer: BackofficeOrderBulkResultWire = {
      message: ORDER_ADMIN_MESSAGES.bulkDone(
        result.moved.length,
        ORDER_STATUS_LABELS[body.action],
        result.refused.length,
      ),
      affected: result.moved.length,
      refused: result.refused,
    }
    return c.json(answer)
  })

  route(routes, E.read, async (c) => {
    const order = await orders.reader.detail(parseIdParam(c.req.param('id')))
    if (order === null) throw notFound()
    return c.json(presentBackofficeOrderDetail(order))
  })

  route(routes, E.move, async (c) => {
    const orderId = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, OrderMoveBody)
    const actor = { id: c.var.admin.id, login: c.var.admin.login }
    const result = await orders.move(actor, orderId, {
      to: body.status,
      reason: body.reason ?? null,
      from: body.from ?? null,
    })
    if (result.kind === 'not-found') throw notFound()
    if (result.kind === 'stale')
      throw new HttpError(409, ORDER_ADMIN_MESSAGES.stale(ORDER_STATUS_LABELS[result.current]))
    if (result.kind === 'refused') throw new HttpError(422, result.message)
    const order = await orders.reader.detail(orderId)
    if (order === null) throw notFound()
    return c.json(presentBackofficeOrderDetail(order))
  })

  return routes
}
