import { Effect } from 'effect'
import { IDENTITIES, type Identity, type StartupSession, sessionsToEndAtStart } from '../../domain/session-rules'
import { TokenStore } from '../ports/token-store'

/** Spec §4: at start, admin sessions kept without rememberMe in the session area are ended. */
export const endSessionsAtStart = Effect.fn('endSessionsAtStart')(function* (): Effect.fn.Return<
  Identity[],
  never,
  TokenStore
> {
  const store = yield* TokenStore
  const sessions: StartupSession[] = []
  for (const identity of IDENTITIES) {
    sessions.push({ identity, rememberMe: yield* store.rememberMe(identity), hasSessionToken: yield* store.hasSessionToken(identity) })
  }
  const ended = sessionsToEndAtStart(sessions)
  for (const identity of ended) yield* store.clear(identity)
  return ended
})

/** The only client-side check the spec allows for guards (spec §5): is a token present. */
export const hasToken = Effect.fn('hasToken')(function* (identity: Identity): Effect.fn.Return<boolean, never, TokenStore> {
  const store = yield* TokenStore
  return (yield* store.read(identity)) !== null
})
