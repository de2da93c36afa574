import { Effect, Layer } from 'effect'
import * as v from 'valibot'
import { ValidationGateway } from '../../application/portal/ports/validation-gateway'
import {
  AcceptManyWire,
  type ValidationCommentBody,
  type ValidationDecisionBody,
  type ValidationLineBody,
  ValidationCountWire,
} from '../../contract/portal/validation'
import { PORTAL_ENDPOINTS } from '../../contract/portal/portal.endpoints'
import { toPageQuery } from '../../domain/paging'
import { requestOf } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'
import { ValidationOutcomeSchema } from './order-detail.schemas'
import { portalCall, portalList } from './portal-http'
import { OrderSummarySchema } from './portal.schemas'

const AcceptManySchema = v.pipe(
  AcceptManyWire,
  v.transform((answer) =>
    answer.results.map((result) => ({
      orderId: result.order_id,
      number: result.number,
      accepted: result.accepted,
      message: result.message,
    })),
  ),
)

export function makeHttpValidationGateway(client: HttpClient['Service']): ValidationGateway['Service'] {
  const E = PORTAL_ENDPOINTS
  return ValidationGateway.of({
    list: (paging) =>
      portalList(client, requestOf(E.validationList, { query: toPageQuery(paging) }), v.array(OrderSummarySchema)),
    count: () =>
      portalCall(client, requestOf(E.validationCount, {}), ValidationCountWire).pipe(
        Effect.map((answer) => answer.countOrders),
      ),
    // The spec's names: idproduct is the order line, data the quantity, statut the line status.
    modifyLine: (change) => {
      const body: ValidationLineBody = {
        idproduct: change.lineId,
        ...(change.quantity === undefined ? {} : { data: change.quantity }),
        ...(change.status === undefined ? {} : { statut: change.status }),
        ...(change.reason === undefined ? {} : { reason: change.reason }),
      }
      const params = { orderId: change.orderId }
      return portalCall(client, requestOf(E.validationModify, { params, body }), ValidationOutcomeSchema)
    },
    detachLine: (orderId, lineId) =>
      portalCall(client, requestOf(E.validationDetach, { params: { orderId, lineId } }), ValidationOutcomeSchema),
    decide: (orderId, decision, reason) => {
      const body: ValidationDecisionBody = { statut: decision, ...(reason === undefined ? {} : { reason }) }
      return portalCall(client, requestOf(E.validationDecide, { params: { orderId }, body }), ValidationOutcomeSchema)
    },
    comment: (orderId, comment) => {
      const body: ValidationCommentBody = { comment }
      return portalCall(client, requestOf(E.validationComment, { params: { orderId }, body }), ValidationOutcomeSchema)
    },
    acceptMany: (orderIds) =>
      portalCall(client, requestOf(E.validationAcceptMany, { body: { order_ids: [...orderIds] } }), AcceptManySchema),
  })
}

export const ValidationGatewayHttp: Layer.Layer<ValidationGateway, never, HttpClient> = Layer.effect(
  ValidationGateway,
  HttpClient.useSync(makeHttpValidationGateway),
)
