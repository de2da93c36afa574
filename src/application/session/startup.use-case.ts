import { Effect, Option } from 'effect'
import { IDENTITIES, type Identity, type StartupSession, sessionsToEndAtStart } from '../../domain/session-rules'
import { AuthGateway } from './ports/auth-gateway'
import { ShowcaseAdminGateway } from '../showcase-admin/ports/showcase-admin-gateway'
import { TokenStore } from './ports/token-store'

/**
 * Spec §4: at start, admin sessions kept without rememberMe in the session area are ended, on the
 * server too (decision 026): the e-commerce admin's logout is sent, not awaited, and never toasts;
 * so are the showcase admin's two logouts (decision 036), one per stored set.
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
    sessions.push({
      identity,
      rememberMe: yield* store.rememberMe(identity),
      hasSessionToken: yield* store.hasSessionToken(identity),
    })
  }
  // Optional so that hosts without the showcase back office need not provide it.
  const showcase = yield* Effect.serviceOption(ShowcaseAdminGateway)
  const ended = sessionsToEndAtStart(sessions)
  for (const identity of ended) {
    const tokens = identity === 'shop' ? null : yield* store.read(identity)
    // Started at once: the request leaves with the stored access token before the set is cleared
    // just below; the page does not wait for the answer.
    const serverLogout =
      tokens === null
        ? null
        : identity === 'admin'
          ? gateway.logout('admin', tokens.RefreshToken)
          : Option.isSome(showcase)
            ? showcase.value.logout(identity === 'storefront' ? 'storefront' : 'sso')
            : null
    if (serverLogout !== null) yield* Effect.forkDetach(serverLogout, { startImmediately: true })
    yield* store.clear(identity)
  }
  return ended
})

/** The only client-side check the spec allows for guards (spec §5): is a token present. */
export const hasToken = Effect.fn('hasToken')(function* (
  identity: Identity,
): Effect.fn.Return<boolean, never, TokenStore> {
  const store = yield* TokenStore
  return (yield* store.read(identity)) !== null
})
