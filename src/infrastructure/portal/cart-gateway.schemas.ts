import * as v from 'valibot'
import type { Cart } from '../../application/ports/cart-gateway'
import { Cents, CountSchema, DeliveryShopSchema, FrancoSchema, IdSchema, NullableText, OptionSchema, OrderStatusSchema, ProductSummarySchema } from './portal.schemas'

const CartLineSchema = v.pipe(
  v.object({ id: IdSchema, product: ProductSummarySchema, option: OptionSchema, quantity: CountSchema, line_total: Cents }),
  v.transform((l) => ({ id: l.id, product: l.product, option: l.option, quantity: l.quantity, lineTotalCents: l.line_total })),
)

export const CartSchema = v.pipe(
  v.object({
    id: IdSchema,
    lines: v.array(CartLineSchema),
    numberOfProductsInCart: CountSchema,
    total: Cents,
    franco: FrancoSchema,
    shipping: Cents,
    vat: Cents,
    total_ttc: Cents,
    delivery_shop: v.nullish(DeliveryShopSchema, null),
    reference_po: NullableText,
    comment: NullableText,
  }),
  v.transform(
    (c): Cart => ({
      id: c.id,
      lines: c.lines,
      numberOfProductsInCart: c.numberOfProductsInCart,
      subtotalCents: c.total,
      franco: c.franco,
      shippingCents: c.shipping,
      vatCents: c.vat,
      totalTtcCents: c.total_ttc,
      deliveryShop: c.delivery_shop,
      referencePo: c.reference_po,
      comment: c.comment,
    }),
  ),
)

export const CartFrancoSchema = v.object({ franco: FrancoSchema })

export const CartCountSchema = v.object({ numberOfProductsInCart: CountSchema })

export const CartChangeSchema = v.object({ numberOfProductsInCart: CountSchema, message: v.string() })

export const DeliveryShopsSchema = v.array(DeliveryShopSchema)

export const BrandFrancoSchema = v.pipe(
  v.object({ franco_qty: v.nullish(v.number(), null), franco_price: v.nullish(v.number(), null), shipping_fee: Cents }),
  v.transform((b) => ({ quantity: b.franco_qty, amountCents: b.franco_price, shippingFeeCents: b.shipping_fee })),
)

export const OrderCartResultSchema = v.variant('success', [
  v.object({ success: v.literal(true), message: v.string(), order: v.object({ id: IdSchema, number: v.string(), status: OrderStatusSchema }) }),
  v.object({ success: v.literal(false), message: v.string() }),
])
