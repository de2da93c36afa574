// Money is integer euro cents, excluding VAT (HT), everywhere in the project (decisions §2).

export const VAT_RATE_PERCENT = 20

export function vatCents(htCents: number): number {
  return Math.round((htCents * VAT_RATE_PERCENT) / 100)
}

export function ttcCents(htCents: number): number {
  return htCents + vatCents(htCents)
}

export function lineTotalCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity
}

// One formatter for the whole app: building an Intl formatter per call is slow in long tables.
const euroFormatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

export function formatEuros(cents: number): string {
  return euroFormatter.format(cents / 100)
}
