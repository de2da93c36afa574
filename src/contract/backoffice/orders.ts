import * as v from 'valibot'
import { ADMIN_ORDER_SORTS } from './list-sorts'
import { BULK_MOVE_TARGETS, MOVE_MESSAGES, MOVE_TARGETS } from '../../domain/order-moves'
import { OrderStatusesQuery } from '../portal/orders'
import {
  ChargesEntries,
  DeliveryShopWire,
  NullableCalendarDay,
  OrderedLineEntries,
  OrderEventEntries,
  OrderHeadEntries,
  OrderStatusWire,
} from '../portal/shared-shapes'
import {
  CalendarDay,
  Cents,
  Count,
  Id,
  MultiLineText,
  NullableText,
  QueryId,
  SearchText,
  SortOrder,
  TimestampEntries,
} from '../wire-primitives'
import { BulkBody, adminResource, sortedListQuery } from './backoffice-shapes'

// The back office's orders (decision 034, screen /backoffice/order): GET /admin/orders (list, x-total-count),
// GET /admin/orders/{id}, POST /admin/orders/{id}/status, POST /admin/orders/bulk, GET /admin/orders/export.csv.

export type BackofficeOrderSort = (typeof ADMIN_ORDER_SORTS)[number]

/** The list's filters; the CSV export takes the same ones. `from`/`to` are French calendar days, both included. */
export const BackofficeOrderListQuery = sortedListQuery(ADMIN_ORDER_SORTS, {
  _order: v.optional(SortOrder),
  status: v.optional(OrderStatusesQuery),
  brand_id: v.optional(QueryId),
  shop_id: v.optional(QueryId),
  from: v.optional(CalendarDay),
  to: v.optional(CalendarDay),
  number: v.optional(SearchText),
  /** `true`: only the late orders, promised before today's Paris day and not shipped (decision 075). */
  late: v.optional(
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((text) => text === 'true'),
    ),
  ),
})
export type BackofficeOrderListQuery = v.InferOutput<typeof BackofficeOrderListQuery>

export const BackofficeOrderSummaryWire = v.object({
  ...OrderHeadEntries,
  shop: v.object({ id: Id, name: v.string(), identifiant: v.string() }),
  brand: v.object({ id: Id, name: v.string() }),
  lines_count: Count,
  total_quantity: Count,
  subtotal: Cents,
  ...ChargesEntries,
  reference_po: NullableText,
  /** The Paris day promised when the order was placed; null when none could be (decision 075). */
  promised_on: NullableCalendarDay,
  ...TimestampEntries,
})
export type BackofficeOrderSummaryWire = v.InferOutput<typeof BackofficeOrderSummaryWire>

/** A line as ordered: the product's name, reference and option are snapshots taken when ordering. */
export const BackofficeOrderLineWire = v.object({
  id: Id,
  product_id: Id,
  product_name: v.string(),
  product_reference: v.string(),
  option_label: v.string(),
  ...OrderedLineEntries,
})
export type BackofficeOrderLineWire = v.InferOutput<typeof BackofficeOrderLineWire>

export const BackofficeOrderEventWire = v.object({ ...OrderEventEntries, actor_label: v.string() })
export type BackofficeOrderEventWire = v.InferOutput<typeof BackofficeOrderEventWire>

export const MoveTargetWire = v.picklist(MOVE_TARGETS)

export const BackofficeOrderDetailWire = v.object({
  ...BackofficeOrderSummaryWire.entries,
  shop_email: v.string(),
  delivery_shop: v.nullable(DeliveryShopWire),
  comment: NullableText,
  lines: v.array(BackofficeOrderLineWire),
  events: v.array(BackofficeOrderEventWire),
  /** The moves the domain allows from the current status (src/domain/order-moves.ts). */
  allowed_moves: v.array(MoveTargetWire),
})
export type BackofficeOrderDetailWire = v.InferOutput<typeof BackofficeOrderDetailWire>

const Reason = v.pipe(MultiLineText, v.trim(), v.maxLength(1000, 'Le motif ne doit pas dépasser 1 000 caractères.'))

/**
 * POST /admin/orders/{id}/status. `from`, the status the administrator was looking at, turns a move made
 * from a stale page into a 409 rather than a surprise; a cancellation needs a reason (422 on `reason`).
 */
export const OrderMoveBody = v.pipe(
  v.object({
    status: MoveTargetWire,
    reason: v.optional(v.nullable(Reason)),
    from: v.optional(OrderStatusWire),
  }),
  v.forward(
    v.partialCheck(
      [['status'], ['reason']],
      (input) => input.status !== 'cancelled' || (input.reason ?? '') !== '',
      MOVE_MESSAGES.reasonRequired,
    ),
    ['reason'],
  ),
)
export type OrderMoveBody = v.InferOutput<typeof OrderMoveBody>

/** POST /admin/orders/bulk: forward moves only (a cancellation needs its own reason). */
export const BackofficeOrderBulkBody = v.object({ ids: BulkBody.entries.ids, action: v.picklist(BULK_MOVE_TARGETS) })
export type BackofficeOrderBulkBody = v.InferOutput<typeof BackofficeOrderBulkBody>

export const BackofficeOrderBulkResultWire = v.object({
  message: v.string(),
  affected: Count,
  refused: v.array(v.object({ id: Id, number: v.nullable(v.string()), message: v.string() })),
})
export type BackofficeOrderBulkResultWire = v.InferOutput<typeof BackofficeOrderBulkResultWire>

// Orders are never created or edited as a form: their descriptor (for the kit's table and CSV export)
// takes no body. Moves go through POST /admin/orders/{id}/status and /admin/orders/bulk.
const NoBody = v.never('Les commandes ne se créent ni ne se modifient par formulaire.')

export const ADMIN_ORDERS = adminResource('/admin/orders', 'order', {
  item: BackofficeOrderSummaryWire,
  createBody: NoBody,
  updateBody: NoBody,
})
