import * as v from 'valibot'
import type { Franco } from '../../domain/franco'
import type { PriceTier } from '../../domain/price-tiers'
import { LINE_STATUSES, ORDER_STATUSES } from '../../domain/order-status'
import { CalendarDay, Cents, Count, Id, IsoInstant, NullableText } from '../wire-primitives'

// Shapes that several Portal API answers share (catalogue, cart, orders, validation).

/** The domain's PriceTier (src/domain/price-tiers.ts): from `from_quantity` units, each costs `unit_price` HT. */
export const PriceTierWire = v.object({ from_quantity: Count, unit_price: Cents })
export type PriceTierWire = v.InferOutput<typeof PriceTierWire>

/** The domain's breaks as the wire names them, and back: the one place the two spellings meet. */
export const tiersToWire = (tiers: readonly PriceTier[]): PriceTierWire[] =>
  tiers.map((tier) => ({ from_quantity: tier.fromQuantity, unit_price: tier.unitPriceCents }))
export const tiersFromWire = (tiers: readonly PriceTierWire[]): PriceTier[] =>
  tiers.map((tier) => ({ fromQuantity: tier.from_quantity, unitPriceCents: tier.unit_price }))

/**
 * An option as the shop pays it: `unit_price` and `price_tiers` are its brand's negotiated ones when the brand's
 * list of the day names the option, else the option's own (docs/decisions/075).
 */
export const OptionWire = v.object({
  id: Id,
  label: v.string(),
  unit_price: Cents,
  price_tiers: v.array(PriceTierWire),
  minimum_quantity: Count,
  pack_multiple: Count,
  /** "BAT requis": each ordered line waits for an approved proof (docs/decisions/076-proof-approval.md). */
  proof_required: v.boolean(),
})
export type OptionWire = v.InferOutput<typeof OptionWire>

export const ProductSummaryWire = v.object({ id: Id, name: v.string(), reference: v.string(), image_url: NullableText })
export type ProductSummaryWire = v.InferOutput<typeof ProductSummaryWire>

const NullableCount = v.nullable(v.number())

/** A Paris calendar day 'YYYY-MM-DD' (a promised delivery), or null when no promise can be made. */
export const NullableCalendarDay = v.nullable(CalendarDay)

/** The next price break a cart line can reach: how many more units, and the unit price HT they give. */
export const NextTierWire = v.nullable(v.object({ missing_quantity: Count, from_quantity: Count, unit_price: Cents }))
export type NextTierWire = v.InferOutput<typeof NextTierWire>

/** The brand's thresholds as they applied: units and integer cents HT, null or 0 when not configured. */
export const FrancoThresholdsWire = v.object({ quantity: NullableCount, amountCents: NullableCount })

/** The domain's FrancoEvaluation, a variant on its `kind`: what is still missing only when it is missing. */
export const FrancoEvaluationWire = v.variant('kind', [
  v.object({ kind: v.literal('reached') }),
  v.object({
    kind: v.literal('missing'),
    quantity: NullableCount,
    amountCents: NullableCount,
    progress: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  }),
  v.object({ kind: v.literal('not-configured') }),
])

/**
 * Where a cart or an order stands against its brand's free-shipping thresholds: the domain's Franco
 * itself, same names and type from the server to the screen (docs/decisions/057-franco-on-the-wire-and-money.md).
 */
export const FrancoWire = v.object({ thresholds: FrancoThresholdsWire, evaluation: FrancoEvaluationWire })
export type FrancoWire = v.InferOutput<typeof FrancoWire>

// Fails to compile when the wire and the domain drift apart, either way.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Holds<T extends true> = T
export type FrancoWireIsTheDomainType = Holds<Same<FrancoWire, Franco>>

export const AddressWire = v.object({
  line1: v.string(),
  postal_code: v.string(),
  city: v.string(),
  country: v.string(),
})
export type AddressWire = v.InferOutput<typeof AddressWire>

export const DeliveryShopWire = v.object({ id: Id, name: v.string(), address: AddressWire })
export type DeliveryShopWire = v.InferOutput<typeof DeliveryShopWire>

export const OrderStatusWire = v.picklist(ORDER_STATUSES)
export const LineStatusWire = v.picklist(LINE_STATUSES)

/** The head of every order row, the shop's and the back office's: which order, and where it stands. */
export const OrderHeadEntries = { id: Id, number: v.string(), status: OrderStatusWire, status_label: v.string() }

/** What comes on top of an order's or a cart's subtotal HT, and the total TTC, in cents. */
export const ChargesEntries = { shipping: Cents, vat: Cents, total_ttc: Cents }

/** The product and option a line of the shop's cart or order is for. */
export const ProductLineEntries = { id: Id, product: ProductSummaryWire, option: OptionWire }

/** What an ordered line costs and where it stands: the same in the shop's orders and the back office's. */
export const OrderedLineEntries = {
  unit_price: Cents,
  quantity: Count,
  line_total: Cents,
  status: LineStatusWire,
  status_label: v.string(),
}

/** One entry of an order's history: when, what; each API adds who, under its own name. */
/** One history entry; `reason`: the head office's reason for a refusal (decision 074). */
export const OrderEventEntries = {
  id: Id,
  at: IsoInstant,
  action: v.string(),
  detail: NullableText,
  reason: NullableText,
}

export const OrderSummaryWire = v.object({
  ...OrderHeadEntries,
  created_at: IsoInstant,
  shop: v.object({ id: Id, name: v.string() }),
  lines_count: Count,
  quantity: Count,
  subtotal: Cents,
  total_ttc: Cents,
  /** Accepted on placing by the head office's rules (decision 074). */
  auto_accepted: v.boolean(),
})
export type OrderSummaryWire = v.InferOutput<typeof OrderSummaryWire>
