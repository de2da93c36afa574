import { Effect } from 'effect'
import type * as v from 'valibot'
import { Rejected } from '../../application/errors'
import type { TokenSet } from '../../domain/session-rules'
import type { TokenPairWire } from '../../contract/wire-primitives'
import type { HttpClient, HttpRequest } from './http-client.fetch'

// The calls sent without a stored token (sign-in steps, forgotten password) are never refreshed, so they
// cannot end in SessionExpired; the type still allows it, and a plain 401 is the honest reading if it did.
const neverExpires = () => Effect.fail(new Rejected({ status: 401, message: null }))

/** Sends a call that carries no stored token and answers its parsed data. */
export function tokenlessCall<A>(
  client: HttpClient['Service'],
  request: HttpRequest,
  answer: v.GenericSchema<unknown, A>,
) {
  return client.request(request, answer).pipe(
    Effect.map(({ data }) => data),
    Effect.catchTag('SessionExpired', neverExpires),
  )
}

/** A login answer's token pair as the token store keeps it, with the id of whoever signed in. */
export const tokensOf = (pair: TokenPairWire, userId: number): TokenSet => ({
  AccessToken: pair.access_token,
  RefreshToken: pair.refresh_token,
  UserId: String(userId),
})
