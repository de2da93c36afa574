import * as v from 'valibot'
import { ADMIN_ORDER_SORTS } from './list-sorts'
import { BULK_MOVE_TARGETS, MOVE_MESSAGES, MOVE_TARGETS } from '../../domain/order-moves'
import { ORDER_STATUSES } from '../../domain/order-status'
import { DeliveryShopWire, LineStatusWire, OrderStatusWire } from '../portal/shared-shapes'
import {
  CalendarDay,
  Cents,
  Count,
  Id,
  IsoInstant,
  LineText,
  MultiLineText,
  NullableText,
  QueryId,
  SearchText,
  SortOrder,
} from '../wire-primitives'
import { BulkBody, adminResource, sortedListQuery } from './backoffice-shapes'

// The back office's orders (decision 034, screen /backoffice/order): GET /admin/orders (list, x-total-count),
// GET /admin/orders/{id}, POST /admin/orders/{id}/status, POST /admin/orders/bulk, GET /admin/orders/export.csv.

export type BackofficeOrderSort = (typeof ADMIN_ORDER_SORTS)[number]

// One status or several, comma-separated (the browser joins array filters with ',').
const Statuses = v.pipe(
  LineText,
  v.transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  ),
  v.array(v.picklist(ORDER_STATUSES, 'Requête invalide : status est invalide.')),
)

/** The list's filters; the CSV export takes the same ones. `from`/`to` are French calendar days, both included. */
export const BackofficeOrderListQuery = sortedListQuery(ADMIN_ORDER_SORTS, {
  _order: v.optional(SortOrder),
  status: v.optional(Statuses),
  brand_id: v.optional(QueryId),
  shop_id: v.optional(QueryId),
  from: v.optional(CalendarDay),
  to: v.optional(CalendarDay),
  number: v.optional(SearchText),
})
export type BackofficeOrderListQuery = v.InferOutput<typeof BackofficeOrderListQuery>

export const BackofficeOrderSummaryWire = v.object({
  id: Id,
  number: v.string(),
  status: OrderStatusWire,
  status_label: v.string(),
  shop: v.object({ id: Id, name: v.string(), identifiant: v.string() }),
  brand: v.object({ id: Id, name: v.string() }),
  lines_count: Count,
  total_quantity: Count,
  subtotal: Cents,
  shipping: Cents,
  vat: Cents,
  total_ttc: Cents,
  reference_po: NullableText,
  created_at: IsoInstant,
  updated_at: IsoInstant,
})
export type BackofficeOrderSummaryWire = v.InferOutput<typeof BackofficeOrderSummaryWire>

/** A line as ordered: the product's name, reference and option are snapshots taken when ordering. */
export const BackofficeOrderLineWire = v.object({
  id: Id,
  product_id: Id,
  product_name: v.string(),
  product_reference: v.string(),
  option_label: v.string(),
  unit_price: Cents,
  quantity: Count,
  line_total: Cents,
  status: LineStatusWire,
  status_label: v.string(),
})
export type BackofficeOrderLineWire = v.InferOutput<typeof BackofficeOrderLineWire>

export const BackofficeOrderEventWire = v.object({
  id: Id,
  at: IsoInstant,
  actor_label: v.string(),
  action: v.string(),
  detail: NullableText,
})
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
