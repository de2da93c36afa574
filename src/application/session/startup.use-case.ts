import { Effect } from 'effect'
import { IDENTITIES, type Identity, type StartupSession, sessionsToEndAtStart } from '../../domain/session-rules'
import { AuthGateway } from '../ports/auth-gateway'
import { TokenStore } from '../ports/token-store'

/**
 * Spec §4: at start, admin sessions kept without rememberMe in the session area are ended, on the
 * server too (issue 10, item 13): the e-commerce admin's logout is sent, not awaited, and never toasts.
 */
export const endSessionsAtStart = Effect.fn('endSessionsAtStart')(function* (): Effect.fn.Return<
  Identity[],
  never,
  TokenStore | AuthGateway
> {
  const store = yield* TokenStore
  const gateway = yield* AuthGateway
  const sessions: StartupSession[] = []
  for (const identity of IDENTITIES) {
    sessions.push({ identity, rememberMe: yield* store.rememberMe(identity), hasSessionToken: yield* store.hasSessionToken(identity) })
  }
  const ended = sessionsToEndAtStart(sessions)
  for (const identity of ended) {
    const tokens = identity === 'admin' ? yield* store.read('admin') : null
    // Started at once: the request leaves with the stored access token before the set is cleared
    // just below; the page does not wait for the answer. The showcase sets have no logout call yet.
    if (tokens !== null) {
      yield* Effect.forkDetach(gateway.logout('admin', tokens.RefreshToken), { startImmediately: true })
    }
    yield* store.clear(identity)
  }
  return ended
})

/** The only client-side check the spec allows for guards (spec §5): is a token present. */
export const hasToken = Effect.fn('hasToken')(function* (identity: Identity): Effect.fn.Return<boolean, never, TokenStore> {
  const store = yield* TokenStore
  return (yield* store.read(identity)) !== null
})
