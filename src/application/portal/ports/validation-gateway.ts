import { Context, type Effect } from 'effect'
import type { LineStatus } from '../../../domain/order-status'
import type { PagingParams } from '../../../domain/paging'
import type { GatewayError } from '../../errors'
import type { OrderDetail, OrderSummary } from './order-gateway'
import type { Page } from './portal-data'

/** At least one of quantity and status is given. */
export type LineChange = {
  readonly orderId: number
  readonly lineId: number
  readonly quantity?: number
  readonly status?: LineStatus
}

export type OrderDecision = 'accepted' | 'refused'

/** The server's French message and the order as it now stands. */
export type ValidationOutcome = { readonly message: string; readonly order: OrderDetail }

/** Orders the head office validates (decisions §5). */
export class ValidationGateway extends Context.Service<
  ValidationGateway,
  {
    /** GET /api/orders/validations/order with the page dialect (domain toPageQuery: 1-based page, per_page). */
    readonly list: (paging: PagingParams) => Effect.Effect<Page<OrderSummary>, GatewayError>
    /** GET /api/orders/validations/count -> countOrders */
    readonly count: () => Effect.Effect<number, GatewayError>
    /** PUT /api/orders/validations/modify/{orderId} { idproduct, data, statut } */
    readonly modifyLine: (change: LineChange) => Effect.Effect<ValidationOutcome, GatewayError>
    /** DELETE /api/orders/validations/detachProduct/{orderId}/{lineId} */
    readonly detachLine: (orderId: number, lineId: number) => Effect.Effect<ValidationOutcome, GatewayError>
    /** PUT /api/orders/validations/decide/{orderId} { statut } */
    readonly decide: (orderId: number, decision: OrderDecision) => Effect.Effect<ValidationOutcome, GatewayError>
  }
>()('ecrin/ValidationGateway') {}
