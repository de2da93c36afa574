import { Effect, Layer } from 'effect'
import * as v from 'valibot'
import { ValidationGateway } from '../../application/ports/validation-gateway'
import { toPageQuery } from '../../domain/paging'
import { HttpClient } from '../http/http-client.fetch'
import { ValidationOutcomeSchema } from './order-detail.schemas'
import { idPath, portalCall, portalList } from './portal-http'
import { CountSchema, OrderSummarySchema } from './portal.schemas'

export function makeHttpValidationGateway(client: HttpClient['Service']): ValidationGateway['Service'] {
  return ValidationGateway.of({
    list: (paging) =>
      portalList(client, { method: 'GET', path: '/api/orders/validations/order', query: toPageQuery(paging) }, v.array(OrderSummarySchema)),
    count: () =>
      portalCall(client, { method: 'GET', path: '/api/orders/validations/count' }, v.object({ countOrders: CountSchema })).pipe(
        Effect.map((answer) => answer.countOrders),
      ),
    // The spec's names: idproduct is the order line, data the quantity, statut the line status.
    modifyLine: (change) =>
      portalCall(
        client,
        {
          method: 'PUT',
          path: idPath('/api/orders/validations/modify', change.orderId),
          body: {
            idproduct: change.lineId,
            ...(change.quantity === undefined ? {} : { data: change.quantity }),
            ...(change.status === undefined ? {} : { statut: change.status }),
          },
        },
        ValidationOutcomeSchema,
      ),
    detachLine: (orderId, lineId) =>
      portalCall(client, { method: 'DELETE', path: idPath('/api/orders/validations/detachProduct', orderId, lineId) }, ValidationOutcomeSchema),
    decide: (orderId, decision) =>
      portalCall(client, { method: 'PUT', path: idPath('/api/orders/validations/decide', orderId), body: { statut: decision } }, ValidationOutcomeSchema),
  })
}

export const ValidationGatewayHttp: Layer.Layer<ValidationGateway, never, HttpClient> = Layer.effect(
  ValidationGateway,
  HttpClient.useSync(makeHttpValidationGateway),
)
