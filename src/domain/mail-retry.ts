// How the outbox job tries a mail again after a failed delivery (decision 039). The first try happens at
// once; each failure waits twice as long as the one before (30 s, 1 min, 2 min… capped at one hour),
// and after MAIL_MAX_ATTEMPTS tries the mail is `failed` for an administrator to look at.

export const MAIL_MAX_ATTEMPTS = 8
export const MAIL_FIRST_RETRY_MS = 30_000
export const MAIL_MAX_RETRY_MS = 60 * 60 * 1000

export type MailRetryStep = { kind: 'retry'; delayMs: number } | { kind: 'failed' }

/** What follows a failed try, given how many tries (this one included) have been made. */
export function afterFailedAttempt(attemptsMade: number): MailRetryStep {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1) throw new RangeError(`attemptsMade: ${attemptsMade}`)
  if (attemptsMade >= MAIL_MAX_ATTEMPTS) return { kind: 'failed' }
  const delayMs = Math.min(MAIL_FIRST_RETRY_MS * 2 ** (attemptsMade - 1), MAIL_MAX_RETRY_MS)
  return { kind: 'retry', delayMs }
}
