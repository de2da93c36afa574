import * as v from 'valibot'
import { LINE_STATUSES, ORDER_STATUSES } from '../../domain/order-status'
import { Cents, Count, Id, IsoInstant, NullableText } from '../wire-primitives'

// Shapes that several Portal API answers share (catalogue, cart, orders, validation).

export const OptionWire = v.object({
  id: Id,
  label: v.string(),
  unit_price: Cents,
  minimum_quantity: Count,
  pack_multiple: Count,
})
export type OptionWire = v.InferOutput<typeof OptionWire>

export const ProductSummaryWire = v.object({ id: Id, name: v.string(), reference: v.string(), image_url: NullableText })
export type ProductSummaryWire = v.InferOutput<typeof ProductSummaryWire>

const NullableCount = v.nullable(v.number())

/** Where the cart stands against its brand's free-shipping thresholds. */
export const FrancoWire = v.object({
  franco_qty: NullableCount,
  franco_price: NullableCount,
  reached: v.boolean(),
  configured: v.boolean(),
  missing_qty: NullableCount,
  missing_price: NullableCount,
  progress: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
})
export type FrancoWire = v.InferOutput<typeof FrancoWire>

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

export const OrderSummaryWire = v.object({
  id: Id,
  number: v.string(),
  status: OrderStatusWire,
  status_label: v.string(),
  created_at: IsoInstant,
  shop: v.object({ id: Id, name: v.string() }),
  lines_count: Count,
  quantity: Count,
  subtotal: Cents,
  total_ttc: Cents,
})
export type OrderSummaryWire = v.InferOutput<typeof OrderSummaryWire>
