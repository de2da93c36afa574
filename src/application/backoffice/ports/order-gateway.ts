import { Context, type Effect } from 'effect'
import type {
  BackofficeOrderBulkBody,
  BackofficeOrderBulkResultWire,
  BackofficeOrderDetailWire,
  OrderMoveBody,
} from '../../../contract/backoffice/orders'
import type { GatewayError } from '../../errors'

// What the back office does to orders beyond the generic list and export (BackofficeGateway with
// ADMIN_ORDERS): read one order whole, move it, move several. A refused move fails as
// `Rejected { status: 422, message, fields? }`, a move from a stale page as `Rejected { status: 409 }`.

/** What a move sends: `from` is the status the administrator was looking at. */
export type OrderMoveRequest = OrderMoveBody

export class BackofficeOrderGateway extends Context.Service<
  BackofficeOrderGateway,
  {
    /** GET /admin/orders/{id}: lines, totals, delivery, events and the moves allowed now. */
    readonly detail: (id: number) => Effect.Effect<BackofficeOrderDetailWire, GatewayError>
    /** POST /admin/orders/{id}/status: the order as it stands after the move. */
    readonly move: (id: number, request: OrderMoveRequest) => Effect.Effect<BackofficeOrderDetailWire, GatewayError>
    /** POST /admin/orders/bulk: how many moved, and which were refused with the reason. */
    readonly bulkMove: (body: BackofficeOrderBulkBody) => Effect.Effect<BackofficeOrderBulkResultWire, GatewayError>
  }
>()('ecrin/BackofficeOrderGateway') {}
