import { Hono } from 'hono'
import { type CopyOrderWire, OrderListQuery } from '../../../src/contract/portal/orders'
import { PORTAL_ENDPOINTS } from '../../../src/contract/portal/portal.endpoints'
import { type ValidationCountWire, ValidationListQuery } from '../../../src/contract/portal/validation'
import type { AccessTokens } from '../../platform/auth/auth.public'
import { route } from '../../platform/http/contract-routes'
import { HttpError, notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../../platform/http/require-identity'
import { fromPagedQuery, fromRangeQuery } from './order-queries'
import type { OrderUseCases } from './order-use-cases'
import { presentOrderDetail, presentOrderSummary } from './order.presenter'

export function ordersRoutes(deps: { accessTokens: AccessTokens; orders: OrderUseCases }) {
  const routes = new Hono<CallerEnv>()
  const shopOnly = requireIdentity(deps.accessTokens, ['shop'])
  const { orders } = deps

  route(routes, PORTAL_ENDPOINTS.orders, shopOnly, async (c) => {
    const page = await orders.listOfShop(
      c.var.caller.subjectId,
      fromRangeQuery(parseInput(OrderListQuery, c.req.query())),
    )
    c.header('x-total-count', String(page.total))
    return c.json(page.items.map(presentOrderSummary))
  })

  // Registered before /api/orders/:id so that "validations" is never read as an order id.
  route(routes, PORTAL_ENDPOINTS.validationList, shopOnly, async (c) => {
    const page = await orders.listToValidate(
      c.var.caller.subjectId,
      fromPagedQuery(parseInput(ValidationListQuery, c.req.query())),
    )
    c.header('x-total-count', String(page.total))
    return c.json(page.items.map(presentOrderSummary))
  })

  route(routes, PORTAL_ENDPOINTS.validationCount, shopOnly, async (c) => {
    const answer: ValidationCountWire = { countOrders: await orders.countToValidate(c.var.caller.subjectId) }
    return c.json(answer)
  })

  route(routes, PORTAL_ENDPOINTS.orderDetail, shopOnly, async (c) => {
    const callerId = c.var.caller.subjectId
    const order = await orders.readable(callerId, parseIdParam(c.req.param('id')))
    if (order === null) throw notFound()
    return c.json(presentOrderDetail(order, callerId))
  })

  route(routes, PORTAL_ENDPOINTS.orderCopy, shopOnly, async (c) => {
    const copied = await orders.copy(c.var.caller.subjectId, parseIdParam(c.req.param('id')))
    if (copied.kind === 'not-found') throw notFound()
    if (copied.kind === 'refused') throw new HttpError(422, copied.message)
    const answer: CopyOrderWire = { message: copied.message }
    return c.json(answer)
  })

  return routes
}
