// How long a visitor's cookie-consent choice holds (CNIL rules as the cookie policy page states them):
// refusing is as easy as accepting, the choice is kept 13 months at most and then asked again.

export const CONSENT_CHOICES = ['accepted', 'refused'] as const

export type ConsentChoice = (typeof CONSENT_CHOICES)[number]

export type ConsentRecord = { readonly choice: ConsentChoice /** ISO date-time */; readonly date: string }

export const CONSENT_VALIDITY_MONTHS = 13

/** The moment a choice made at `date` stops counting, in calendar months. */
export function consentExpiry(date: Date): Date {
  const expiry = new Date(date.getTime())
  const day = expiry.getUTCDate()
  expiry.setUTCDate(1)
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_VALIDITY_MONTHS)
  // A 31st without a 31st in the target month lands on that month's last day, not the next month.
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate()
  expiry.setUTCDate(Math.min(day, lastDay))
  return expiry
}

/** The choice that still applies at `now`, or null when the visitor must be asked (again). */
export function currentChoice(record: ConsentRecord | null, now: Date): ConsentChoice | null {
  if (record === null) return null
  const decided = new Date(record.date)
  // A date in the future was not written by this site's clock: ask again rather than trust it.
  if (Number.isNaN(decided.getTime()) || decided.getTime() > now.getTime()) return null
  return now.getTime() < consentExpiry(decided).getTime() ? record.choice : null
}
