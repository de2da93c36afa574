import type { AdminOrderBulkBody } from '../../contract/backoffice/orders'
import { AdminOrderGateway, type OrderMoveRequest } from './ports/order-gateway'

// The back office's order screens (issue 8): the rules of a move (which step, a reason to cancel,
// a stale page) are the domain's, applied by the server; these only carry the administrator's choice.

export const loadAdminOrder = (id: number) => AdminOrderGateway.use((gateway) => gateway.detail(id))

export const moveAdminOrder = (id: number, request: OrderMoveRequest) =>
  AdminOrderGateway.use((gateway) => gateway.move(id, request))

export const moveAdminOrdersInBulk = (body: AdminOrderBulkBody) =>
  AdminOrderGateway.use((gateway) => gateway.bulkMove(body))
