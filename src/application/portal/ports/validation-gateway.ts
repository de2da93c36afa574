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
  /** Required by the server when the line becomes refused (domain checkReason). */
  readonly reason?: string
}

export type OrderDecision = 'accepted' | 'refused'

/** The server's French message and the order as it now stands. */
export type ValidationOutcome = { readonly message: string; readonly order: OrderDetail }

/** What became of one order of a grouped acceptance: accepted, or why not (the server's French). */
export type AcceptManyResult = {
  readonly orderId: number
  readonly number: string | null
  readonly accepted: boolean
  readonly message: string
}

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
    /** PUT /api/orders/validations/decide/{orderId} { statut, reason }: a refusal carries its reason. */
    readonly decide: (
      orderId: number,
      decision: OrderDecision,
      reason?: string,
    ) => Effect.Effect<ValidationOutcome, GatewayError>
    /** PUT /api/orders/validations/comment/{orderId} { comment } */
    readonly comment: (orderId: number, comment: string) => Effect.Effect<ValidationOutcome, GatewayError>
    /** POST /api/orders/validations/accept { order_ids }: each order in the order asked. */
    readonly acceptMany: (orderIds: readonly number[]) => Effect.Effect<readonly AcceptManyResult[], GatewayError>
  }
>()('ecrin/ValidationGateway') {}
