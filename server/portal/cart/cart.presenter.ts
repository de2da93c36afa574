import type { CartWire } from '../../../src/contract/portal/cart'
import { orderPromisedDay } from '../../../src/domain/delivery-promise'
import { type NextTier, nextTier } from '../../../src/domain/price-tiers'
import type { DeliveryShopWire, NextTierWire } from '../../../src/contract/portal/shared-shapes'
import { lineTotalCents } from '../../../src/domain/money'
import { presentOption, presentProductSummary } from '../catalog/catalog.public'
import { bookOf, cartTotals, francoOf, linePrice } from '../pricing/pricing.public'
import type { CartView, DeliveryShop } from './cart-records'

export function presentDeliveryShop(shop: DeliveryShop): DeliveryShopWire {
  return {
    id: shop.id,
    name: shop.name,
    address: {
      line1: shop.address.line1,
      postal_code: shop.address.postalCode,
      city: shop.address.city,
      country: shop.address.country,
    },
  }
}

// `total` is the subtotal HT, `numberOfProductsInCart` the number of lines.
export function presentCart(cart: CartView): CartWire {
  const totals = cartTotals(cart)
  return {
    id: cart.id,
    lines: cart.lines.map((line) => {
      // The break reached by the quantity prices the whole line (docs/decisions/075).
      const unitPrice = linePrice(line)
      return {
        id: line.id,
        product: presentProductSummary(line.product),
        option: presentOption(line.option),
        quantity: line.quantity,
        unit_price: unitPrice,
        line_total: lineTotalCents(unitPrice, line.quantity),
        next_tier: presentNextTier(nextTier(bookOf(line.option), line.quantity)),
        estimated_delivery: line.estimatedDelivery,
        artwork: line.artwork === null ? null : { id: line.artwork.id, file_name: line.artwork.fileName },
        stock: line.stock,
        from_stock: line.stock !== null,
      }
    }),
    numberOfProductsInCart: cart.lines.length,
    total: totals.subtotalCents,
    franco: francoOf(totals, cart.terms),
    shipping: totals.shippingCents,
    vat: totals.vatCents,
    vat_rate_basis_points: cart.terms.vatRateBasisPoints,
    total_ttc: totals.totalCents,
    delivery_shop: cart.deliveryShop === null ? null : presentDeliveryShop(cart.deliveryShop),
    reference_po: cart.referencePo,
    comment: cart.comment,
    estimated_delivery: orderPromisedDay(cart.lines.map((line) => line.estimatedDelivery)),
  }
}

function presentNextTier(next: NextTier | null): NextTierWire {
  if (next === null) return null
  return {
    missing_quantity: next.missingQuantity,
    from_quantity: next.tier.fromQuantity,
    unit_price: next.tier.unitPriceCents,
  }
}
