import { Layer } from 'effect'
import { BackofficeOrderGateway } from '../../application/backoffice/ports/order-gateway'
import { BACKOFFICE_ENDPOINTS } from '../../contract/backoffice/backoffice.endpoints'
import { BackofficeOrderBulkResultWire, BackofficeOrderDetailWire } from '../../contract/backoffice/orders'
import { requestOf } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'
import { portalCall } from '../portal/portal-http'

// The back office's order calls over the shared HTTP client (admin token, 401 -> refresh -> retry);
// answers are parsed with the contract's schemas, refusals keep the server's message and fields.
// Method and path come from the back office's endpoint table (decision 053).

const AS_ADMIN = { auth: 'admin' } as const

export function makeHttpBackofficeOrderGateway(client: HttpClient['Service']): BackofficeOrderGateway['Service'] {
  const E = BACKOFFICE_ENDPOINTS.orders
  return BackofficeOrderGateway.of({
    detail: (id) => portalCall(client, requestOf(E.read, { ...AS_ADMIN, params: { id } }), BackofficeOrderDetailWire),
    move: (id, request) =>
      portalCall(client, requestOf(E.move, { ...AS_ADMIN, params: { id }, body: request }), BackofficeOrderDetailWire),
    bulkMove: (body) => portalCall(client, requestOf(E.bulk, { ...AS_ADMIN, body }), BackofficeOrderBulkResultWire),
  })
}

export const BackofficeOrderGatewayHttp: Layer.Layer<BackofficeOrderGateway, never, HttpClient> = Layer.effect(
  BackofficeOrderGateway,
  HttpClient.useSync(makeHttpBackofficeOrderGateway),
)
