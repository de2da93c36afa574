// Order numbers read CMD-YYYY-NNNNN, counted per calendar year in France (decisions §5).

export const ORDER_NUMBER_PATTERN = /^CMD-(\d{4})-(\d{5,})$/

// The year turns at midnight in Paris, not in UTC: an order of 31 December 23:30 belongs to that year.
const parisYear = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', year: 'numeric' })

export function orderYear(now: Date): number {
  return Number(parisYear.format(now))
}

/** Five digits at least; a year past 99 999 orders keeps counting rather than wrapping. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `CMD-${year}-${String(sequence).padStart(5, '0')}`
}

export type ParsedOrderNumber = { kind: 'order-number'; year: number; sequence: number } | { kind: 'invalid' }

export function parseOrderNumber(text: string): ParsedOrderNumber {
  const match = ORDER_NUMBER_PATTERN.exec(text)
  if (match === null) return { kind: 'invalid' }
  const sequence = Number(match[2])
  if (!Number.isSafeInteger(sequence) || sequence < 1) return { kind: 'invalid' }
  return { kind: 'order-number', year: Number(match[1]), sequence }
}
