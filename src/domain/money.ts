// Money is integer euro cents, excluding VAT (HT), everywhere in the project (decisions §2).

// The VAT rate is a setting of the back office (issue 8): it comes in as a whole percentage, so that
// the cart priced now and an order placed last year each use their own.

export function vatCents(htCents: number, ratePercent: number): number {
  return Math.round((htCents * ratePercent) / 100)
}

export function ttcCents(htCents: number, ratePercent: number): number {
  return htCents + vatCents(htCents, ratePercent)
}

export function lineTotalCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity
}

// One formatter for the whole app: building an Intl formatter per call is slow in long tables.
const euroFormatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

export function formatEuros(cents: number): string {
  return euroFormatter.format(cents / 100)
}
