import { Hono } from 'hono'
import * as v from 'valibot'
import { LINE_STATUSES } from '../../src/domain/order-status'
import type { AccessTokens } from '../auth/access-tokens'
import { MAX_QUANTITY } from '../cart/cart-bodies'
import { HttpError, notFound } from '../http/http-error'
import { parseIdParam } from '../http/parse-id-param'
import { parseJsonBody } from '../http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../http/require-identity'
import { presentOrderDetail } from '../orders/order.presenter'
import type { EditResult } from './edit-order.use-case'
import { VALIDATION_MESSAGES } from './validation-events'
import { decisionMessage, type ValidationUseCases } from './validation-use-cases'

const NumberLike = v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number))])

const Quantity = v.optional(v.nullable(v.pipe(NumberLike, v.maxValue(MAX_QUANTITY))))

// Spec §7: idproduct is the order line, data the quantity, statut the line status. Spec §3 names
// the quantity `quantity`: accepted too, `data` winning when both are sent.
const ModifyBody = v.object({
  idproduct: v.pipe(NumberLike, v.integer(), v.minValue(1)),
  data: Quantity,
  quantity: Quantity,
  statut: v.optional(v.nullable(v.picklist(LINE_STATUSES))),
})

const DecideBody = v.object({ statut: v.picklist(['accepted', 'refused']) })

function answer(result: EditResult, callerId: number, message: (status: string) => string) {
  if (result.kind === 'not-found') throw notFound()
  if (result.kind === 'rejected') throw new HttpError(422, result.message)
  return { message: message(result.order.status), order: presentOrderDetail(result.order, callerId) }
}

export function validationRoutes(deps: { accessTokens: AccessTokens; validation: ValidationUseCases }) {
  const routes = new Hono<CallerEnv>()
  const shopOnly = requireIdentity(deps.accessTokens, ['shop'])
  const { validation } = deps

  routes.put('/api/orders/validations/modify/:orderId', shopOnly, async (c) => {
    const orderId = parseIdParam(c.req.param('orderId'))
    const body = await parseJsonBody(c, ModifyBody)
    const quantity = body.data ?? body.quantity ?? undefined
    const status = body.statut ?? undefined
    if (quantity === undefined && status === undefined) throw new HttpError(422, VALIDATION_MESSAGES.nothingToChange)
    const callerId = c.var.caller.subjectId
    const result = await validation.modifyLine(callerId, orderId, { lineId: body.idproduct, quantity, status })
    return c.json(answer(result, callerId, () => VALIDATION_MESSAGES.lineChanged))
  })

  routes.delete('/api/orders/validations/detachProduct/:orderId/:lineId', shopOnly, async (c) => {
    const orderId = parseIdParam(c.req.param('orderId'))
    const lineId = parseIdParam(c.req.param('lineId'))
    const callerId = c.var.caller.subjectId
    const result = await validation.detachLine(callerId, orderId, lineId)
    return c.json(answer(result, callerId, () => VALIDATION_MESSAGES.lineDetached))
  })

  routes.put('/api/orders/validations/decide/:orderId', shopOnly, async (c) => {
    const orderId = parseIdParam(c.req.param('orderId'))
    const body = await parseJsonBody(c, DecideBody)
    const callerId = c.var.caller.subjectId
    const result = await validation.decide(callerId, orderId, body.statut)
    return c.json(answer(result, callerId, decisionMessage))
  })

  return routes
}
