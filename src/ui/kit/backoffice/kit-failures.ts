import { failureOf, isCancelled } from '../../../application/use-case-failure'
import { errorMessage } from '../messages/error-messages'
import { notifier } from '../notifications/notifier'

/*
 * Back-office kit: what a failed back-office call says. The server's French message when it sent one
 * (409 conflict, 422 form, refused delete), else the app's table, else `fallback` for a defect.
 */
export function failureText(thrown: unknown, fallback: string): string {
  const failure = failureOf(thrown)
  return failure === null ? fallback : errorMessage(failure)
}

/**
 * A toast for a failed action; a session that ended already has its own toast (spec §8), and a
 * cancelled call is no failure (docs/decisions/056).
 */
export function notifyFailure(thrown: unknown, fallback: string): void {
  if (failureOf(thrown)?._tag === 'SessionExpired' || isCancelled(thrown)) return
  notifier.error(failureText(thrown, fallback))
}

/** The per-field messages of a refused form (422), if the server sent them. */
export function fieldErrorsOf(thrown: unknown): Readonly<Record<string, string>> | null {
  const failure = failureOf(thrown)
  return failure?._tag === 'Rejected' && failure.fields !== undefined ? failure.fields : null
}

/** A stale version (409): another administrator saved the record in between. */
export function isConflict(thrown: unknown): boolean {
  const failure = failureOf(thrown)
  return failure?._tag === 'Rejected' && failure.status === 409
}
