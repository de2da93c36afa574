import { Hono } from 'hono'
import { type CopyOrderWire, OrderListQuery } from '../../../src/contract/portal/orders'
import { type ValidationCountWire, ValidationListQuery } from '../../../src/contract/portal/validation'
import type { AccessTokens } from '../../platform/auth/auth.public'
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

  routes.get('/api/carts', shopOnly, async (c) => {
    const page = await orders.listOfShop(
      c.var.caller.subjectId,
      fromRangeQuery(parseInput(OrderListQuery, c.req.query())),
    )
    c.header('x-total-count', String(page.total))
    return c.json(page.items.map(presentOrderSummary))
  })

  // Registered before /api/orders/:id so that "validations" is never read as an order id.
  routes.get('/api/orders/validations/order', shopOnly, async (c) => {
    const page = await orders.listToValidate(
      c.var.caller.subjectId,
      fromPagedQuery(parseInput(ValidationListQuery, c.req.query())),
    )
    c.header('x-total-count', String(page.total))
    return c.json(page.items.map(presentOrderSummary))
  })

  routes.get('/api/orders/validations/count', shopOnly, async (c) => {
    const answer: ValidationCountWire = { countOrders: await orders.countToValidate(c.var.caller.subjectId) }
    return c.json(answer)
  })

  routes.get('/api/orders/:id', shopOnly, async (c) => {
    const callerId = c.var.caller.subjectId
    const order = await orders.readable(callerId, parseIdParam(c.req.param('id')))
    if (order === null) throw notFound()
    return c.json(presentOrderDetail(order, callerId))
  })

  routes.post('/api/orders/copy/:id', shopOnly, async (c) => {
    const copied = await orders.copy(c.var.caller.subjectId, parseIdParam(c.req.param('id')))
    if (copied.kind === 'not-found') throw notFound()
    if (copied.kind === 'refused') throw new HttpError(422, copied.message)
    const answer: CopyOrderWire = { message: copied.message }
    return c.json(answer)
  })

  return routes
}
