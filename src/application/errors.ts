import { Data } from 'effect'

// The failures a browser use case can end with. The UI maps each tag to the spec's French
// message in one table (src/ui/kit/messages/error-messages.ts); adapters never pick UI text.

/** A call ended in 401 after its one refresh and retry, or the refresh itself failed. */
export class SessionExpired extends Data.TaggedError('SessionExpired')<{}> {}

/** The server could not be reached (offline, DNS, CORS, aborted). */
export class NetworkError extends Data.TaggedError('NetworkError')<{ readonly cause?: unknown }> {}

/** The server answered 2xx with a body of the wrong shape. */
export class DecodeError extends Data.TaggedError('DecodeError')<{ readonly issues: string }> {}

/**
 * The server refused the call (4xx/5xx other than a final 401); message is its French `message` if any,
 * `fields` the per-field messages of a back-office form's 422 (`{ message, fields }`), when it sent them.
 */
export class Rejected extends Data.TaggedError('Rejected')<{
  readonly status: number
  readonly message: string | null
  readonly fields?: Readonly<Record<string, string>>
}> {}

export type GatewayError = SessionExpired | NetworkError | DecodeError | Rejected
