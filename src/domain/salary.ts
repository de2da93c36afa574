// A job offer's salary is free text typed in the back office ("De 2 300 € à 2 800 € bruts mensuels").
// Search engines want an amount, a currency and a period (schema.org MonetaryAmount): this reads
// them when the text states them without doubt, and gives up otherwise. A wrong amount in a search
// result is worse than none, so anything ambiguous (two periods, three amounts, no euro sign) is null.

export type SalaryPeriod = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'

/** Euros per period; `min` equals `max` for a single amount. */
export type Salary = {
  readonly currency: 'EUR'
  readonly period: SalaryPeriod
  readonly min: number
  readonly max: number
}

// The French words for each period; "treizième mois" names no period, "par mois" and "mensuel" do.
const PERIODS: readonly (readonly [SalaryPeriod, RegExp])[] = [
  ['HOUR', /\bhoraires?\b|de l'heure|par heure|(?:€|euros?) ?\/ ?h(?:eure)?\b/],
  ['DAY', /\bjournali[eè]re?s?\b|par jour|(?:€|euros?) ?\/ ?jour\b/],
  ['WEEK', /\bhebdomadaires?\b|par semaine|(?:€|euros?) ?\/ ?semaine\b/],
  ['MONTH', /\bmensuel(?:le)?s?\b|par mois|(?:€|euros?) ?\/ ?mois\b/],
  ['YEAR', /\bannuel(?:le)?s?\b|par an\b|par année|(?:€|euros?) ?\/ ?an\b/],
]

// A French amount: 2300, 2 300 (space, no-break or narrow no-break space), 2 300,50; "k" for thousands.
// It may not start inside another number ("12.50" is not "50").
const NUMBER = String.raw`(?<![\d.,])(\d{1,3}(?: \d{3})+|\d+)(?:,(\d{1,2}))?(?![\d.])`
const EURO = String.raw`(?:€|euros?\b)`
const AMOUNT = new RegExp(String.raw`${NUMBER}\s*(k)?\s*${EURO}`, 'gi')
const BETWEEN = String.raw`(?:à|-|–|—|et)`
const RANGE = new RegExp(String.raw`${NUMBER}\s*(k)?\s*(?:${EURO}\s*)?${BETWEEN}\s*${NUMBER}\s*(k)?\s*${EURO}`, 'i')

const amountOf = (units: string | undefined, cents: string | undefined, thousands: string | undefined): number => {
  const value = Number(`${(units ?? '').replace(/ /g, '')}.${cents ?? '0'}`)
  return thousands ? value * 1000 : value
}

function periodOf(text: string): SalaryPeriod | null {
  const found = PERIODS.filter(([, words]) => words.test(text)).map(([period]) => period)
  return found.length === 1 ? (found[0] ?? null) : null
}

/** The salary stated by `text`, or null when it states none or is ambiguous. */
export function parseSalary(text: string): Salary | null {
  const plain = text
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/’/g, "'")
    .toLowerCase()
  const period = periodOf(plain)
  if (period === null) return null
  const range = RANGE.exec(plain)
  let min: number
  let max: number
  if (range !== null) {
    // "De 2 300 à 2 800 €": a k on the upper bound only ("35 à 40 k€") applies to both.
    const upperK = range[6]
    min = amountOf(range[1], range[2], range[3] ?? upperK)
    max = amountOf(range[4], range[5], upperK)
  } else {
    const amounts = [...plain.matchAll(AMOUNT)]
    const only = amounts.length === 1 ? amounts[0] : undefined
    if (only === undefined) return null
    min = max = amountOf(only[1], only[2], only[3])
  }
  if (!(min > 0) || !Number.isFinite(max) || min > max) return null
  return { currency: 'EUR', period, min, max }
}
