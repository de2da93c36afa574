import type { Franco, FrancoThresholds } from '../../../src/domain/franco'
import type { LineStatus } from '../../../src/domain/order-status'
import { orderTotals, type OrderTotals } from '../../../src/domain/order-validation'
import type { CommercialTerms } from './commercial-terms'

// One pricing for carts and orders (docs/decisions/058-no-import-circles.md): a cart is priced like an
// order whose lines are all still pending, with the domain's orderTotals and its brand's terms.

export type PricedLine = { quantity: number; unitPriceCents: number; status: LineStatus }

// Stored totals: recomputed with the domain's orderTotals at every change (lists sort on them).
export type StoredTotals = {
  linesCount: number
  quantity: number
  subtotal: number
  shipping: number
  vat: number
  totalTtc: number
}

export function pricedTotals(lines: readonly PricedLine[], terms: CommercialTerms): OrderTotals {
  return orderTotals(lines, terms.franco, terms.shippingFee, terms.vatRateBasisPoints)
}

type CartToPrice = {
  readonly lines: readonly { readonly quantity: number; readonly option: { readonly unitPrice: number } }[]
  readonly terms: CommercialTerms
}

export function cartTotals(cart: CartToPrice): OrderTotals {
  const pending = (line: CartToPrice['lines'][number]): PricedLine => ({
    quantity: line.quantity,
    unitPriceCents: line.option.unitPrice,
    status: 'pending',
  })
  return pricedTotals(cart.lines.map(pending), cart.terms)
}

// The domain's totals in the shape the orders table stores.
export function storedTotals(lines: readonly PricedLine[], terms: CommercialTerms): StoredTotals {
  const totals = pricedTotals(lines, terms)
  return {
    linesCount: lines.length,
    quantity: totals.quantity,
    subtotal: totals.subtotalCents,
    shipping: totals.shippingCents,
    vat: totals.vatCents,
    totalTtc: totals.totalCents,
  }
}

/** The domain's Franco, as the wire carries it (docs/decisions/057-franco-on-the-wire-and-money.md). */
export function francoOf(totals: Pick<OrderTotals, 'franco'>, terms: CommercialTerms): Franco {
  return { thresholds: terms.franco, evaluation: totals.franco }
}
