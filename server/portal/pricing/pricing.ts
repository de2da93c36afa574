import type { Franco } from '../../../src/domain/franco'
import type { LineStatus } from '../../../src/domain/order-status'
import { orderTotals, type OrderTotals } from '../../../src/domain/order-validation'
import { type PriceBook, type PriceTier, unitPriceFor } from '../../../src/domain/price-tiers'
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

/** An option's effective unit price and breaks, as the domain's book. */
export type BookedOption = { readonly unitPrice: number; readonly priceTiers: readonly PriceTier[] }

export const bookOf = (option: BookedOption): PriceBook => ({
  unitPriceCents: option.unitPrice,
  tiers: option.priceTiers,
})

/** The unit price HT a line pays: its book's break reached by the quantity (docs/decisions/075). */
export const linePrice = (line: { readonly quantity: number; readonly option: BookedOption }): number =>
  unitPriceFor(bookOf(line.option), line.quantity)

type CartToPrice = {
  readonly lines: readonly { readonly quantity: number; readonly option: BookedOption }[]
  readonly terms: CommercialTerms
}

// Totals, franco and VAT from the tier price of each line, so the cart, its franco and the order agree.
export function cartTotals(cart: CartToPrice): OrderTotals {
  const pending = (line: CartToPrice['lines'][number]): PricedLine => ({
    quantity: line.quantity,
    unitPriceCents: linePrice(line),
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
