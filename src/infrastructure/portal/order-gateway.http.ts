import { Layer } from 'effect'
import * as v from 'valibot'
import { OrderGateway } from '../../application/portal/ports/order-gateway'
import { CopyOrderWire } from '../../contract/portal/orders'
import { PORTAL_ENDPOINTS } from '../../contract/portal/portal.endpoints'
import { toRangeQuery } from '../../domain/paging'
import { requestOf } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'
import { OrderDetailSchema } from './order-detail.schemas'
import { portalCall, portalList } from './portal-http'
import { OrderSummarySchema } from './portal.schemas'

export function makeHttpOrderGateway(client: HttpClient['Service']): OrderGateway['Service'] {
  const E = PORTAL_ENDPOINTS
  return OrderGateway.of({
    list: (paging) =>
      portalList(client, requestOf(E.orders, { query: toRangeQuery(paging) }), v.array(OrderSummarySchema)),
    detail: (orderId) => portalCall(client, requestOf(E.orderDetail, { params: { id: orderId } }), OrderDetailSchema),
    copy: (orderId) => portalCall(client, requestOf(E.orderCopy, { params: { id: orderId }, body: {} }), CopyOrderWire),
  })
}

export const OrderGatewayHttp: Layer.Layer<OrderGateway, never, HttpClient> = Layer.effect(
  OrderGateway,
  HttpClient.useSync(makeHttpOrderGateway),
)
