// A brand's negotiated prices (docs/decisions/075-price-tiers-price-lists-lead-times.md): lists valid from one
// Paris calendar day to another (inclusive; no end = until further notice). On a given day at most one list of
// a brand applies, and for an option it names, its book replaces the option's own price and breaks.

import type { PriceBook } from './price-tiers'
import type { CalendarDay } from './working-days'

/** When a list applies: both ends are Paris calendar days, included; `validTo` null means open-ended. */
export type Validity = { readonly validFrom: CalendarDay; readonly validTo: CalendarDay | null }

export const PRICE_LIST_MESSAGES = {
  dates: 'La fin de validité ne peut précéder son début.',
  overlap: 'Cette période chevauche une autre liste de prix de la marque.',
} as const

/** Whether a list applies on `day` (CalendarDay strings compare in calendar order). */
export function appliesOn(validity: Validity, day: CalendarDay): boolean {
  return validity.validFrom <= day && (validity.validTo === null || day <= validity.validTo)
}

/** Whether two periods share at least one day. */
export function periodsOverlap(one: Validity, other: Validity): boolean {
  const oneEndsBefore = one.validTo !== null && one.validTo < other.validFrom
  const otherEndsBefore = other.validTo !== null && other.validTo < one.validFrom
  return !oneEndsBefore && !otherEndsBefore
}

/** Why `validity` cannot be saved beside the brand's `others`, or null. */
export function validityProblem(validity: Validity, others: readonly Validity[]): string | null {
  if (validity.validTo !== null && validity.validTo < validity.validFrom) return PRICE_LIST_MESSAGES.dates
  return others.some((other) => periodsOverlap(validity, other)) ? PRICE_LIST_MESSAGES.overlap : null
}

/** The list that applies on `day`: at most one when saved through validityProblem; the latest start wins. */
export function listOn<List extends Validity>(lists: readonly List[], day: CalendarDay): List | null {
  let found: List | null = null
  for (const list of lists) {
    if (appliesOn(list, day) && (found === null || list.validFrom > found.validFrom)) found = list
  }
  return found
}

/** What a shop pays for an option: its brand's negotiated book when the list of the day names it. */
export function effectiveBook(own: PriceBook, negotiated: PriceBook | null): PriceBook {
  return negotiated ?? own
}
