import { Layer } from 'effect'
import { AdminOrderGateway } from '../../application/backoffice/ports/order-gateway'
import { AdminOrderBulkResultWire, AdminOrderDetailWire, ADMIN_ORDERS } from '../../contract/backoffice/orders'
import { HttpClient } from '../http/http-client.fetch'
import { idPath, portalCall } from '../portal/portal-http'

// The back office's order calls over the shared HTTP client (admin token, 401 -> refresh -> retry);
// answers are parsed with the contract's schemas, refusals keep the server's message and fields.

const AS_ADMIN = { auth: 'admin' } as const

export function makeHttpAdminOrderGateway(client: HttpClient['Service']): AdminOrderGateway['Service'] {
  return AdminOrderGateway.of({
    detail: (id) =>
      portalCall(client, { ...AS_ADMIN, method: 'GET', path: idPath(ADMIN_ORDERS.path, id) }, AdminOrderDetailWire),
    move: (id, request) =>
      portalCall(
        client,
        { ...AS_ADMIN, method: 'POST', path: idPath(ADMIN_ORDERS.path, id, 'status'), body: request },
        AdminOrderDetailWire,
      ),
    bulkMove: (body) =>
      portalCall(
        client,
        { ...AS_ADMIN, method: 'POST', path: `${ADMIN_ORDERS.path}/bulk`, body },
        AdminOrderBulkResultWire,
      ),
  })
}

export const AdminOrderGatewayHttp: Layer.Layer<AdminOrderGateway, never, HttpClient> = Layer.effect(
  AdminOrderGateway,
  HttpClient.useSync(makeHttpAdminOrderGateway),
)
