import { Effect, Layer } from 'effect'
import * as v from 'valibot'
import { ValidationGateway } from '../../application/portal/ports/validation-gateway'
import {
  type ValidationDecisionBody,
  type ValidationLineBody,
  ValidationCountWire,
} from '../../contract/portal/validation'
import { toPageQuery } from '../../domain/paging'
import { HttpClient } from '../http/http-client.fetch'
import { ValidationOutcomeSchema } from './order-detail.schemas'
import { idPath, portalCall, portalList } from './portal-http'
import { OrderSummarySchema } from './portal.schemas'

export function makeHttpValidationGateway(client: HttpClient['Service']): ValidationGateway['Service'] {
  return ValidationGateway.of({
    list: (paging) =>
      portalList(
        client,
        { method: 'GET', path: '/api/orders/validations/order', query: toPageQuery(paging) },
        v.array(OrderSummarySchema),
      ),
    count: () =>
      portalCall(client, { method: 'GET', path: '/api/orders/validations/count' }, ValidationCountWire).pipe(
        Effect.map((answer) => answer.countOrders),
      ),
    // The spec's names: idproduct is the order line, data the quantity, statut the line status.
    modifyLine: (change) => {
      const body: ValidationLineBody = {
        idproduct: change.lineId,
        ...(change.quantity === undefined ? {} : { data: change.quantity }),
        ...(change.status === undefined ? {} : { statut: change.status }),
      }
      const path = idPath('/api/orders/validations/modify', change.orderId)
      return portalCall(client, { method: 'PUT', path, body }, ValidationOutcomeSchema)
    },
    detachLine: (orderId, lineId) =>
      portalCall(
        client,
        { method: 'DELETE', path: idPath('/api/orders/validations/detachProduct', orderId, lineId) },
        ValidationOutcomeSchema,
      ),
    decide: (orderId, decision) => {
      const body: ValidationDecisionBody = { statut: decision }
      return portalCall(
        client,
        { method: 'PUT', path: idPath('/api/orders/validations/decide', orderId), body },
        ValidationOutcomeSchema,
      )
    },
  })
}

export const ValidationGatewayHttp: Layer.Layer<ValidationGateway, never, HttpClient> = Layer.effect(
  ValidationGateway,
  HttpClient.useSync(makeHttpValidationGateway),
)
