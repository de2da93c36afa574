import { Layer } from 'effect'
import * as v from 'valibot'
import { OrderGateway } from '../../application/portal/ports/order-gateway'
import { CopyOrderWire } from '../../contract/portal/orders'
import { toRangeQuery } from '../../domain/paging'
import { HttpClient } from '../http/http-client.fetch'
import { OrderDetailSchema } from './order-detail.schemas'
import { idPath, portalCall, portalList } from './portal-http'
import { OrderSummarySchema } from './portal.schemas'

export function makeHttpOrderGateway(client: HttpClient['Service']): OrderGateway['Service'] {
  return OrderGateway.of({
    list: (paging) =>
      portalList(
        client,
        { method: 'GET', path: '/api/carts', query: toRangeQuery(paging) },
        v.array(OrderSummarySchema),
      ),
    detail: (orderId) => portalCall(client, { method: 'GET', path: idPath('/api/orders', orderId) }, OrderDetailSchema),
    copy: (orderId) =>
      portalCall(client, { method: 'POST', path: idPath('/api/orders/copy', orderId), body: {} }, CopyOrderWire),
  })
}

export const OrderGatewayHttp: Layer.Layer<OrderGateway, never, HttpClient> = Layer.effect(
  OrderGateway,
  HttpClient.useSync(makeHttpOrderGateway),
)
