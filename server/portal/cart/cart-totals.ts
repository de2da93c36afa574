import { orderTotals, type OrderTotals } from '../../../src/domain/order-validation'
import type { CartView, CommercialTerms } from './cart-records'

export function thresholdsOf(terms: CommercialTerms) {
  return { quantity: terms.francoQty, amountCents: terms.francoPrice }
}

// A cart is priced like an order whose lines are all still pending: one rule for both.
export function cartTotals(cart: Pick<CartView, 'lines' | 'terms'>): OrderTotals {
  const lines = cart.lines.map((line) => ({ quantity: line.quantity, unitPriceCents: line.option.unitPrice, status: 'pending' as const }))
  return orderTotals(lines, thresholdsOf(cart.terms), cart.terms.shippingFee, cart.terms.vatRatePercent)
}
