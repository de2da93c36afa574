import * as v from 'valibot'
import type { OrderSummary } from '../../application/portal/ports/order-gateway'
import type { Address, DeliveryShop, ProductOption, ProductSummary } from '../../application/portal/ports/portal-data'
import {
  AddressWire,
  DeliveryShopWire,
  OptionWire,
  OrderSummaryWire,
  ProductSummaryWire,
  tiersFromWire,
} from '../../contract/portal/shared-shapes'

// The contract's shared shapes (src/contract/portal/shared-shapes.ts), mapped into the ports'
// camelCase. valibot's objects drop the keys the browser does not use. The franco needs no mapping: it
// crosses the wire as the domain's Franco (docs/decisions/057-franco-on-the-wire-and-money.md).

export function optionFromWire(o: OptionWire): ProductOption {
  return {
    id: o.id,
    label: o.label,
    unitPriceCents: o.unit_price,
    priceTiers: tiersFromWire(o.price_tiers),
    minimumQuantity: o.minimum_quantity,
    packMultiple: o.pack_multiple,
    proofRequired: o.proof_required,
  }
}

export function productSummaryFromWire(p: ProductSummaryWire): ProductSummary {
  return { id: p.id, name: p.name, reference: p.reference, imageUrl: p.image_url }
}

export function addressFromWire(a: AddressWire): Address {
  return { line1: a.line1, postalCode: a.postal_code, city: a.city, country: a.country }
}

export function deliveryShopFromWire(shop: DeliveryShopWire): DeliveryShop {
  return { id: shop.id, name: shop.name, address: addressFromWire(shop.address) }
}

/** The product and option a cart or an order line is for (the contract's ProductLineEntries). */
export function productLineFromWire(line: { id: number; product: ProductSummaryWire; option: OptionWire }) {
  return { id: line.id, product: productSummaryFromWire(line.product), option: optionFromWire(line.option) }
}

/** What comes on top of a cart's or an order's subtotal, and the total TTC (the contract's ChargesEntries). */
export function chargesFromWire(charges: { shipping: number; vat: number; total_ttc: number }) {
  return { shippingCents: charges.shipping, vatCents: charges.vat, totalTtcCents: charges.total_ttc }
}

type DeliveryWire = { delivery_shop: DeliveryShopWire | null; reference_po: string | null; comment: string | null }

/** Where a cart or an order goes, with the shop's PO reference and comment. */
export function deliveryFromWire(wire: DeliveryWire) {
  return {
    deliveryShop: wire.delivery_shop === null ? null : deliveryShopFromWire(wire.delivery_shop),
    referencePo: wire.reference_po,
    comment: wire.comment,
  }
}

export const OptionSchema = v.pipe(OptionWire, v.transform(optionFromWire))
export const ProductSummarySchema = v.pipe(ProductSummaryWire, v.transform(productSummaryFromWire))
export const DeliveryShopSchema = v.pipe(DeliveryShopWire, v.transform(deliveryShopFromWire))

export function orderSummaryFromWire(o: OrderSummaryWire): OrderSummary {
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
    autoAccepted: o.auto_accepted,
  }
}

/** One row of both order lists (GET /api/carts, GET /api/orders/validations/order). */
export const OrderSummarySchema = v.pipe(OrderSummaryWire, v.transform(orderSummaryFromWire))
