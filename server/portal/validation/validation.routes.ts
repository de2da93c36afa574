import { Hono } from 'hono'
import {
  AcceptManyBody,
  BoundedValidationLineBody,
  ValidationCommentBody,
  ValidationDecisionBody,
  type ValidationOutcomeWire,
} from '../../../src/contract/portal/validation'
import { CONVERSATION_MESSAGES } from '../../../src/domain/order-mails'
import { PORTAL_ENDPOINTS } from '../../../src/contract/portal/portal.endpoints'
import type { AccessTokens } from '../../platform/auth/auth.public'
import { route } from '../../platform/http/contract-routes'
import { HttpError, notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseJsonBody } from '../../platform/http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../../platform/http/require-identity'
import { presentOrderDetail } from '../orders/orders.public'
import type { EditResult } from './edit-order.use-case'
import { VALIDATION_MESSAGES } from './validation-events'
import { decisionMessage, type ValidationUseCases } from './validation-use-cases'

function answer(result: EditResult, callerId: number, message: (status: string) => string): ValidationOutcomeWire {
  if (result.kind === 'not-found') throw notFound()
  if (result.kind === 'rejected') throw new HttpError(422, result.message)
  return { message: message(result.order.status), order: presentOrderDetail(result.order, callerId) }
}

export function validationRoutes(deps: { accessTokens: AccessTokens; validation: ValidationUseCases }) {
  const routes = new Hono<CallerEnv>()
  const shopOnly = requireIdentity(deps.accessTokens, ['shop'])
  const { validation } = deps

  route(routes, PORTAL_ENDPOINTS.validationModify, shopOnly, async (c) => {
    const orderId = parseIdParam(c.req.param('orderId'))
    const body = await parseJsonBody(c, BoundedValidationLineBody)
    const quantity = body.data ?? body.quantity ?? undefined
    const status = body.statut ?? undefined
    if (quantity === undefined && status === undefined) throw new HttpError(422, VALIDATION_MESSAGES.nothingToChange)
    const callerId = c.var.caller.subjectId
    const change = { lineId: body.idproduct, quantity, status, reason: body.reason }
    const result = await validation.modifyLine(callerId, orderId, change)
    return c.json(answer(result, callerId, () => VALIDATION_MESSAGES.lineChanged))
  })

  route(routes, PORTAL_ENDPOINTS.validationDetach, shopOnly, async (c) => {
    const orderId = parseIdParam(c.req.param('orderId'))
    const lineId = parseIdParam(c.req.param('lineId'))
    const callerId = c.var.caller.subjectId
    const result = await validation.detachLine(callerId, orderId, lineId)
    return c.json(answer(result, callerId, () => VALIDATION_MESSAGES.lineDetached))
  })

  route(routes, PORTAL_ENDPOINTS.validationDecide, shopOnly, async (c) => {
    const orderId = parseIdParam(c.req.param('orderId'))
    const body = await parseJsonBody(c, ValidationDecisionBody)
    const callerId = c.var.caller.subjectId
    const result = await validation.decide(callerId, orderId, body.statut, body.reason)
    return c.json(answer(result, callerId, decisionMessage))
  })

  route(routes, PORTAL_ENDPOINTS.validationComment, shopOnly, async (c) => {
    const orderId = parseIdParam(c.req.param('orderId'))
    const body = await parseJsonBody(c, ValidationCommentBody)
    const callerId = c.var.caller.subjectId
    const result = await validation.comment(callerId, orderId, body.comment)
    return c.json(answer(result, callerId, () => CONVERSATION_MESSAGES.commentAdded))
  })

  route(routes, PORTAL_ENDPOINTS.validationAcceptMany, shopOnly, async (c) => {
    const body = await parseJsonBody(c, AcceptManyBody)
    const results = await validation.acceptMany(c.var.caller.subjectId, body.order_ids)
    return c.json({
      results: results.map((result) => ({
        order_id: result.orderId,
        number: result.number,
        accepted: result.accepted,
        message: result.message,
      })),
    })
  })

  return routes
}
