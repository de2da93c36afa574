import * as v from 'valibot'
import { BodyId, Cents, Count, Id, LineText, MultiLineText, NullableText, NumberLike } from '../wire-primitives'
import {
  ChargesEntries,
  DeliveryShopWire,
  FrancoWire,
  NextTierWire,
  NullableCalendarDay,
  OrderStatusWire,
  ProductLineEntries,
} from './shared-shapes'

// The shop's one open cart and its ordering.

/**
 * `unit_price` is the price of the break the quantity reaches (docs/decisions/075), `line_total` that times the
 * quantity; `estimated_delivery` the Paris day the line would be delivered if ordered today.
 */
export const CartLineWire = v.object({
  ...ProductLineEntries,
  quantity: Count,
  unit_price: Cents,
  line_total: Cents,
  next_tier: NextTierWire,
  estimated_delivery: NullableCalendarDay,
  /** The artwork a "BAT requis" line prints; null: "fichier à venir" (docs/decisions/076-proof-approval.md). */
  artwork: v.nullable(v.object({ id: Id, file_name: v.string() })),
  /** The brand's balance of the option, null when it keeps none; `from_stock`: it ships from that stock, with
   * no production days and no proof (docs/decisions/077-brand-stock.md). */
  stock: v.nullable(Count),
  from_stock: v.boolean(),
})
export type CartLineWire = v.InferOutput<typeof CartLineWire>

/** `total` is the subtotal HT; `numberOfProductsInCart` the number of lines. */
export const CartWire = v.object({
  id: Id,
  lines: v.array(CartLineWire),
  numberOfProductsInCart: Count,
  total: Cents,
  franco: FrancoWire,
  ...ChargesEntries,
  /** The rate the VAT was computed at, in basis points (550 = 5,5 %, decision 071). */
  vat_rate_basis_points: Count,
  delivery_shop: v.nullable(DeliveryShopWire),
  reference_po: NullableText,
  comment: NullableText,
  /** The latest of the lines' estimated deliveries: when the whole order would be there. */
  estimated_delivery: NullableCalendarDay,
})
export type CartWire = v.InferOutput<typeof CartWire>

/** GET /api/carts/franco (spec §7 fixes only `franco`): the domain's Franco, its evaluation a variant on `kind`. */
export const CartFrancoWire = v.object({ franco: FrancoWire })
export type CartFrancoWire = v.InferOutput<typeof CartFrancoWire>

export const CartCountWire = v.object({ numberOfProductsInCart: Count })
export type CartCountWire = v.InferOutput<typeof CartCountWire>

/** The answer of a line stored or of the cart emptied. */
export const CartChangeWire = v.object({ numberOfProductsInCart: Count, message: v.string() })
export type CartChangeWire = v.InferOutput<typeof CartChangeWire>

/** The caller's shop first, then the shops it validates. */
export const DeliveryShopsWire = v.array(DeliveryShopWire)
export type DeliveryShopsWire = v.InferOutput<typeof DeliveryShopsWire>

/** null or 0 thresholds mean "not configured". */
export const BrandFrancoWire = v.object({
  franco_qty: v.nullable(v.number()),
  franco_price: v.nullable(v.number()),
  shipping_fee: Cents,
})
export type BrandFrancoWire = v.InferOutput<typeof BrandFrancoWire>

export const PlacedOrderWire = v.object({ id: Id, number: v.string(), status: OrderStatusWire })
export type PlacedOrderWire = v.InferOutput<typeof PlacedOrderWire>

/** `success: false` is a business refusal (empty cart, quantity rule...): nothing was ordered. */
export const OrderCartResultWire = v.variant('success', [
  v.object({ success: v.literal(true), message: v.string(), order: PlacedOrderWire }),
  v.object({ success: v.literal(false), message: v.string() }),
])
export type OrderCartResultWire = v.InferOutput<typeof OrderCartResultWire>

// Request bodies: the exported type is what a caller sends (InferInput); the server reads the parsed
// output. Ids are BodyId (wire-primitives): within the database's integer range.

/**
 * POST /api/carts/customized-product/store/{productId}; `typevalue` is the option id. The quantity
 * rule itself (minimum, multiple, positive, the cap) is the domain's, answered with 422 by the server.
 */
export const StoreLineBody = v.object({
  quantity: NumberLike,
  typevalue: BodyId,
})
export type StoreLineBody = v.InferInput<typeof StoreLineBody>

// An empty text clears the field; a missing one leaves it as it is.
const tooLong = (max: number) => `Requête invalide : le texte ne doit pas dépasser ${max} caractères.`
const OptionalText = (max: number, text: typeof LineText | typeof MultiLineText) =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(text, v.trim(), v.maxLength(max, tooLong(max)))),
      v.transform((text) => (text === null || text === '' ? null : text)),
    ),
  )

/** POST /api/shop/store: the delivery shop, PO reference and comment of the open cart. */
export const CartDetailsBody = v.object({
  delivery_shop_id: BodyId,
  reference_po: OptionalText(100, LineText),
  comment: OptionalText(2000, MultiLineText),
})
export type CartDetailsBody = v.InferInput<typeof CartDetailsBody>
