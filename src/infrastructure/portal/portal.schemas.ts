import * as v from 'valibot'
import type { Franco } from '../../application/ports/portal-data'
import { LINE_STATUSES, ORDER_STATUSES } from '../../domain/order-status'

// Shared shapes of docs/api-contract-portal.md, read from snake_case into the ports' camelCase.
// valibot's objects drop the keys the browser does not use.

const Id = v.pipe(v.number(), v.integer())
const Count = v.pipe(v.number(), v.integer(), v.minValue(0))
/** Integer cents; a float here would be a server bug that the UI must not round silently. */
export const Cents = v.pipe(v.number(), v.integer())
export const IdSchema = Id
export const CountSchema = Count

export const OptionSchema = v.pipe(
  v.object({ id: Id, label: v.string(), unit_price: Cents, minimum_quantity: Count, pack_multiple: Count }),
  v.transform((o) => ({ id: o.id, label: o.label, unitPriceCents: o.unit_price, minimumQuantity: o.minimum_quantity, packMultiple: o.pack_multiple })),
)

export const ProductSummarySchema = v.pipe(
  v.object({ id: Id, name: v.string(), reference: v.string(), image_url: v.nullish(v.string(), null) }),
  v.transform((p) => ({ id: p.id, name: p.name, reference: p.reference, imageUrl: p.image_url })),
)

const NullableCount = v.nullish(v.number(), null)

export const FrancoSchema = v.pipe(
  v.object({
    franco_qty: NullableCount,
    franco_price: NullableCount,
    reached: v.boolean(),
    configured: v.boolean(),
    missing_qty: NullableCount,
    missing_price: NullableCount,
    progress: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  }),
  v.transform(
    (f): Franco => ({
      thresholds: { quantity: f.franco_qty, amountCents: f.franco_price },
      evaluation: !f.configured
        ? { kind: 'not-configured' }
        : f.reached
          ? { kind: 'reached' }
          : { kind: 'missing', quantity: f.missing_qty, amountCents: f.missing_price, progress: f.progress },
    }),
  ),
)

const AddressSchema = v.pipe(
  v.object({ line1: v.string(), postal_code: v.string(), city: v.string(), country: v.string() }),
  v.transform((a) => ({ line1: a.line1, postalCode: a.postal_code, city: a.city, country: a.country })),
)

export const DeliveryShopSchema = v.object({ id: Id, name: v.string(), address: AddressSchema })

export const OrderStatusSchema = v.picklist(ORDER_STATUSES)
export const LineStatusSchema = v.picklist(LINE_STATUSES)

export const NullableText = v.nullish(v.string(), null)

export const OrderSummaryEntries = {
  id: Id,
  number: v.string(),
  status: OrderStatusSchema,
  status_label: v.string(),
  created_at: v.string(),
  shop: v.object({ id: Id, name: v.string() }),
  lines_count: Count,
  quantity: Count,
  subtotal: Cents,
  total_ttc: Cents,
}

type SummaryWire = v.InferOutput<v.ObjectSchema<typeof OrderSummaryEntries, undefined>>

export function summaryFromWire(o: SummaryWire) {
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    statusLabel: o.status_label,
    createdAt: o.created_at,
    shop: o.shop,
    linesCount: o.lines_count,
    quantity: o.quantity,
    subtotalCents: o.subtotal,
    totalTtcCents: o.total_ttc,
  }
}

export const OrderSummarySchema = v.pipe(v.object(OrderSummaryEntries), v.transform(summaryFromWire))
