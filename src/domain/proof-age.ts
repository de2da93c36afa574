// How long a proof line has waited in its state, as the back office's queue says it (docs/decisions/
// 076-proof-approval.md): whole days between two instants, "depuis aujourd’hui", "depuis 1 jour",
// "depuis 3 jours". Pure: the caller gives the instant it calls now.

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days from `since` to `now`; never negative (a clock a little ahead of the server's). */
export function proofAgeDays(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS))
}

export function proofAgeText(since: Date, now: Date): string {
  const days = proofAgeDays(since, now)
  if (days === 0) return 'depuis aujourd’hui'
  return `depuis ${days} ${days === 1 ? 'jour' : 'jours'}`
}
