// Consent to audience measurement (CNIL rules as the cookie policy page states them): refusing is
// as easy as accepting, the choice is kept 13 months at most and then asked again.

export type ConsentChoice = 'accepted' | 'refused'

export type ConsentRecord = { readonly choice: ConsentChoice; /** ISO date-time */ readonly date: string }

/** Where the visitor's choice is kept; a missing, unreadable or malformed record reads as null. */
export type ConsentStore = {
  readonly read: () => ConsentRecord | null
  readonly write: (record: ConsentRecord) => void
}

/** Loads or unloads audience measurement; the adapter decides whether this build may load it. */
export type Analytics = {
  readonly enable: () => void
  readonly disable: () => void
}

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
  if (Number.isNaN(decided.getTime()) || decided.getTime() > now.getTime()) return null
  return now.getTime() < consentExpiry(decided).getTime() ? record.choice : null
}
