// Money is integer euro cents, excluding VAT (HT), everywhere in the project (decisions §2).

// The VAT rate is a setting of the back office (decision 033): it comes in as an argument, so that the cart
// priced now and an order placed last year each use their own, in basis points (2000 = 20 %, 550 = 5,5 %,
// docs/decisions/071-vat-rate-basis-points.md). Rounded to the nearest cent, half a cent up, as always.

const BASIS_POINTS = 10_000

export function vatCents(htCents: number, rateBasisPoints: number): number {
  // htCents * rate stays an exact integer far below 2^53 (cents up to 10^12 times at most 10 000).
  return Math.round((htCents * rateBasisPoints) / BASIS_POINTS)
}

export function ttcCents(htCents: number, rateBasisPoints: number): number {
  return htCents + vatCents(htCents, rateBasisPoints)
}

export function lineTotalCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity
}

// One formatter for the whole app: building an Intl formatter per call is slow in long tables.
const euroFormatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

export function formatEuros(cents: number): string {
  return euroFormatter.format(cents / 100)
}

// Typed euros, as a form reads them (docs/decisions/057-franco-on-the-wire-and-money.md): up to nine
// digits of euros, then a comma or a dot and one or two of cents; spaces anywhere are ignored
// ("1 200", "12,5", "12.50"). What a form shows of an amount, eurosText, reads back to the same cents.
const EUROS_TEXT = /^\d{1,9}(?:[.,]\d{1,2})?$/

export type EurosReading = { kind: 'empty' } | { kind: 'amount'; cents: number } | { kind: 'invalid' }

/** "12,50" -> 1250 cents; '' (spaces only) is empty; anything else is no amount. */
export function parseEuros(text: string): EurosReading {
  const compact = text.replace(/\s/g, '')
  if (compact === '') return { kind: 'empty' }
  if (!EUROS_TEXT.test(compact)) return { kind: 'invalid' }
  const [units = '0', decimals = ''] = compact.split(/[.,]/)
  return { kind: 'amount', cents: Number(units) * 100 + Number(decimals.padEnd(2, '0')) }
}

/** 1250 -> "12,50": the amount as a form shows it, without symbol nor thousands separator. */
export function eurosText(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',')
}
