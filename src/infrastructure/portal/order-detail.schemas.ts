import * as v from 'valibot'
import type { OrderDetail } from '../../application/ports/order-gateway'
import {
  Cents,
  CountSchema,
  DeliveryShopSchema,
  FrancoSchema,
  IdSchema,
  LineStatusSchema,
  NullableText,
  OptionSchema,
  OrderSummaryEntries,
  ProductSummarySchema,
  summaryFromWire,
} from './portal.schemas'

const OrderLineSchema = v.pipe(
  v.object({
    id: IdSchema,
    product: ProductSummarySchema,
    option: OptionSchema,
    quantity: CountSchema,
    unit_price: Cents,
    line_total: Cents,
    status: LineStatusSchema,
    status_label: v.string(),
  }),
  v.transform((l) => ({
    id: l.id,
    product: l.product,
    option: l.option,
    quantity: l.quantity,
    unitPriceCents: l.unit_price,
    lineTotalCents: l.line_total,
    status: l.status,
    statusLabel: l.status_label,
  })),
)

const TotalsSchema = v.pipe(
  v.object({ quantity: CountSchema, subtotal: Cents, shipping: Cents, vat: Cents, total_ttc: Cents }),
  v.transform((t) => ({ quantity: t.quantity, subtotalCents: t.subtotal, shippingCents: t.shipping, vatCents: t.vat, totalTtcCents: t.total_ttc })),
)

const EventSchema = v.object({ id: IdSchema, at: v.string(), actor: v.string(), action: v.string(), detail: NullableText })

/** `OrderDetail` of the contract: GET /api/orders/{id} and every validation answer. */
export const OrderDetailSchema = v.pipe(
  v.object({
    ...OrderSummaryEntries,
    delivery_shop: v.nullish(DeliveryShopSchema, null),
    reference_po: NullableText,
    comment: NullableText,
    lines: v.array(OrderLineSchema),
    totals: TotalsSchema,
    franco: FrancoSchema,
    events: v.array(EventSchema),
    can_validate: v.boolean(),
  }),
  v.transform(
    (o): OrderDetail => ({
      ...summaryFromWire(o),
      deliveryShop: o.delivery_shop,
      referencePo: o.reference_po,
      comment: o.comment,
      lines: o.lines,
      totals: o.totals,
      franco: o.franco,
      events: o.events,
      canValidate: o.can_validate,
    }),
  ),
)

export const ValidationOutcomeSchema = v.object({ message: v.string(), order: OrderDetailSchema })
