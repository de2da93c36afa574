// Order numbers read CMD-YYYY-NNNNN, counted per calendar year in France.

const parisYear = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', year: 'numeric' })

export function orderYear(now: Date): number {
  return Number(parisYear.format(now))
}

export function formatOrderNumber(year: number, sequence: number): string {
  return `CMD-${year}-${String(sequence).padStart(5, '0')}`
}
