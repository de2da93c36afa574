import type { CartWire } from '../../../src/contract/portal/cart'
import type { DeliveryShopWire } from '../../../src/contract/portal/shared-shapes'
import { lineTotalCents } from '../../../src/domain/money'
import { presentOption, presentProductSummary } from '../catalog/catalog.public'
import { cartTotals, francoOf } from '../pricing/pricing.public'
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
    lines: cart.lines.map((line) => ({
      id: line.id,
      product: presentProductSummary(line.product),
      option: presentOption(line.option),
      quantity: line.quantity,
      line_total: lineTotalCents(line.option.unitPrice, line.quantity),
    })),
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
  }
}
