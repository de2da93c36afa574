import { Context, type Effect } from 'effect'
import type { LineStatus, OrderStatus } from '../../../domain/order-status'
import type { PagingParams } from '../../../domain/paging'
import type { GatewayError } from '../../errors'
import type { CalendarDayText, DeliveryShop, Franco, Page, ProductOption, ProductSummary } from './portal-data'

export type OrderSummary = {
  readonly id: number
  /** Like CMD-2026-00042. */
  readonly number: string
  readonly status: OrderStatus
  readonly statusLabel: string
  /** ISO 8601 date-time. */
  readonly createdAt: string
  readonly shop: { readonly id: number; readonly name: string }
  readonly linesCount: number
  readonly quantity: number
  readonly subtotalCents: number
  readonly totalTtcCents: number
  /** Accepted on placing by the head office's rules (decision 074), not by a person. */
  readonly autoAccepted: boolean
}

export type OrderLine = {
  readonly id: number
  readonly product: ProductSummary
  readonly option: ProductOption
  readonly quantity: number
  readonly unitPriceCents: number
  readonly lineTotalCents: number
  readonly status: LineStatus
  readonly statusLabel: string
}

export type OrderTotalsView = {
  readonly quantity: number
  readonly subtotalCents: number
  readonly shippingCents: number
  readonly vatCents: number
  readonly vatRateBasisPoints: number
  readonly totalTtcCents: number
}

/** Who changed what and when (decisions §5). */
export type OrderEvent = {
  readonly id: number
  readonly at: string
  readonly actor: string
  readonly action: string
  readonly detail: string | null
  /** The head office's reason for a refusal (decision 074). */
  readonly reason: string | null
}

export type OrderDetail = OrderSummary & {
  readonly deliveryShop: DeliveryShop | null
  readonly referencePo: string | null
  readonly comment: string | null
  readonly lines: readonly OrderLine[]
  readonly totals: OrderTotalsView
  readonly franco: Franco
  readonly events: readonly OrderEvent[]
  /** True when the caller validates this order and it is still pending. */
  readonly canValidate: boolean
  /** The day promised when it was placed (docs/decisions/075); null when no line had a production time. */
  readonly promisedOn: CalendarDayText | null
}

/** The caller's own orders (spec §7). */
export class OrderGateway extends Context.Service<
  OrderGateway,
  {
    /** GET /api/carts with the range dialect (domain toRangeQuery); filters status, date_from, date_to. */
    readonly list: (paging: PagingParams) => Effect.Effect<Page<OrderSummary>, GatewayError>
    /** GET /api/orders/{id}: the owner shop's and its validator's. */
    readonly detail: (orderId: number) => Effect.Effect<OrderDetail, GatewayError>
    /** POST /api/orders/copy/{id}: the server's French message saying how many lines were copied. */
    readonly copy: (orderId: number) => Effect.Effect<{ readonly message: string }, GatewayError>
  }
>()('ecrin/OrderGateway') {}
