import { parseFrenchNumber } from './french-number'

// The VAT rate in basis points, from the database to the screen (docs/decisions/071-vat-rate-basis-points.md):
// 2000 = 20 %, 550 = 5,5 %, 210 = 2,1 %. A percentage with at most two decimals is a whole number of basis
// points, so every rate France uses is exact and the arithmetic stays in integers.

export const BASIS_POINTS_PER_PERCENT = 100
/** 100 %: a rate above it is a typing mistake, never a tax. */
export const MAX_VAT_RATE_BASIS_POINTS = 100 * BASIS_POINTS_PER_PERCENT
/** The demo data's and the settings' default rate, 20 %. */
export const DEFAULT_VAT_RATE_BASIS_POINTS = 20 * BASIS_POINTS_PER_PERCENT

export type VatRateReading =
  | { readonly kind: 'empty' }
  | { readonly kind: 'rate'; readonly basisPoints: number }
  | { readonly kind: 'invalid' }

export function isVatRate(basisPoints: number): boolean {
  return Number.isInteger(basisPoints) && basisPoints >= 0 && basisPoints <= MAX_VAT_RATE_BASIS_POINTS
}

/**
 * A rate as typed in percent the French way ("5,5", "20", "5.5"): at most two decimals, 0 to 100.
 * More decimals, a sign, a letter or more than 100 % is `invalid`; blank text is `empty`.
 */
export function parseVatRate(text: string): VatRateReading {
  const reading = parseFrenchNumber(text, 2)
  if (reading.kind !== 'number') return reading
  return isVatRate(reading.scaled) ? { kind: 'rate', basisPoints: reading.scaled } : { kind: 'invalid' }
}

/** 550 -> "5,5", 2000 -> "20", 505 -> "5,05": the percentage as a form shows it, read back by parseVatRate. */
export function vatRateText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / BASIS_POINTS_PER_PERCENT)
  const hundredths = basisPoints % BASIS_POINTS_PER_PERCENT
  if (hundredths === 0) return String(whole)
  return `${whole},${String(hundredths).padStart(2, '0').replace(/0$/, '')}`
}

/** 550 -> "5,5 %": a no-break space keeps the sign on the figure's line, as French typography asks. */
export function formatVatRate(basisPoints: number): string {
  return `${vatRateText(basisPoints)}\u00a0%`
}
