import * as v from 'valibot'
import { ORDER_STATUSES } from '../../domain/order-status'
import {
  CalendarDay,
  Cents,
  Count,
  LineText,
  MessageWire,
  NullableText,
  QueryId,
  QueryInt,
  SortOrder,
} from '../wire-primitives'
import {
  ChargesEntries,
  DeliveryShopWire,
  FrancoWire,
  NullableCalendarDay,
  OrderedLineEntries,
  OrderEventEntries,
  OrderSummaryWire,
  ProductLineEntries,
} from './shared-shapes'

// The shop's orders (spec §7): GET /api/carts (its own orders, range dialect), GET /api/orders/{id},
// POST /api/orders/copy/{id}. The orders to validate share the filters (validation.ts).

export const ORDER_SORTS = ['created_at', 'number', 'status', 'total_ttc', 'shop'] as const
export type OrderSort = (typeof ORDER_SORTS)[number]

/** One status or several, comma-separated (the browser joins array filters with ','): every order list's filter. */
export const OrderStatusesQuery = v.pipe(
  LineText,
  v.transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  ),
  v.array(v.picklist(ORDER_STATUSES, 'Requête invalide : status est invalide.')),
)

/** Sort and filters of both order lists: status (one or several), shop, French calendar days. */
export const OrderListFilters = {
  _sort: v.optional(v.picklist(ORDER_SORTS)),
  _order: v.optional(SortOrder),
  status: v.optional(OrderStatusesQuery),
  shop: v.optional(QueryId),
  date_from: v.optional(CalendarDay),
  date_to: v.optional(CalendarDay),
}

/** GET /api/carts: `_start` is a row offset, `_limit` a page size (0 or missing: the default). */
export const OrderListQuery = v.object({
  _start: v.optional(QueryInt),
  _limit: v.optional(QueryInt),
  ...OrderListFilters,
})
export type OrderListQuery = v.InferOutput<typeof OrderListQuery>

export const OrderLineWire = v.object({ ...ProductLineEntries, ...OrderedLineEntries })
export type OrderLineWire = v.InferOutput<typeof OrderLineWire>

export const OrderTotalsWire = v.object({
  quantity: Count,
  subtotal: Cents,
  ...ChargesEntries,
  /** The rate the order is priced at, in basis points (decision 071). */
  vat_rate_basis_points: Count,
})
export type OrderTotalsWire = v.InferOutput<typeof OrderTotalsWire>

/** One entry of the history (decisions §5): who, when, what. */
export const OrderEventWire = v.object({ ...OrderEventEntries, actor: v.string() })
export type OrderEventWire = v.InferOutput<typeof OrderEventWire>

/** GET /api/orders/{id}, and the order in every validation answer. */
export const OrderDetailWire = v.object({
  ...OrderSummaryWire.entries,
  delivery_shop: v.nullable(DeliveryShopWire),
  reference_po: NullableText,
  comment: NullableText,
  lines: v.array(OrderLineWire),
  totals: OrderTotalsWire,
  franco: FrancoWire,
  events: v.array(OrderEventWire),
  /** True when the caller validates this order and it is still pending. */
  can_validate: v.boolean(),
  /** The Paris day promised when it was placed (docs/decisions/075); null when no line had a production time. */
  promised_on: NullableCalendarDay,
})
export type OrderDetailWire = v.InferOutput<typeof OrderDetailWire>

/** POST /api/orders/copy/{id}: how many lines went to the cart, in French. */
export const CopyOrderWire = MessageWire
export type CopyOrderWire = v.InferOutput<typeof CopyOrderWire>
