import { orderTotals } from '../../../src/domain/order-validation'
import type { LineStatus } from '../../../src/domain/order-status'
import { type CommercialTerms, thresholdsOf } from '../cart/cart.public'
import type { StoredTotals } from './order-records'

type PricedLine = { quantity: number; unitPriceCents: number; status: LineStatus }

// The domain's totals in the shape the orders table stores.
export function storedTotals(lines: readonly PricedLine[], terms: CommercialTerms): StoredTotals {
  const totals = orderTotals(lines, thresholdsOf(terms), terms.shippingFee, terms.vatRatePercent)
  return {
    linesCount: lines.length,
    quantity: totals.quantity,
    subtotal: totals.subtotalCents,
    shipping: totals.shippingCents,
    vat: totals.vatCents,
    totalTtc: totals.totalCents,
  }
}
