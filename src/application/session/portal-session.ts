import { Effect, Result } from 'effect'
import type { TokenSet } from '../../domain/session-rules'
import type { DecodeError, NetworkError, Rejected } from '../errors'
import { AuthGateway, type Credentials } from './ports/auth-gateway'
import { TokenStore } from './ports/token-store'

type Gateway = AuthGateway['Service']

/**
 * The three session use cases of one Portal API identity (a shop, an e-commerce admin): the same storage
 * rule for both, only the gateway's login and "current" calls differ. `names` keeps each use case's own
 * trace span (loginShop, logoutAdmin...).
 */
export function portalSession<Who>(
  identity: 'shop' | 'admin',
  names: { login: string; logout: string; load: string },
  calls: {
    login: (
      gateway: Gateway,
      credentials: Credentials,
    ) => Effect.Effect<{ tokens: TokenSet; who: Who }, Rejected | NetworkError | DecodeError>
    current: (gateway: Gateway) => Effect.Effect<Who, unknown>
  },
) {
  /** The token set goes to the storage area chosen by rememberMe (spec §4). */
  const login = Effect.fn(names.login)(function* (
    credentials: Credentials,
    rememberMe: boolean,
  ): Effect.fn.Return<Who, Rejected | NetworkError | DecodeError, AuthGateway | TokenStore> {
    const gateway = yield* AuthGateway
    const store = yield* TokenStore
    const { tokens, who } = yield* calls.login(gateway, credentials)
    yield* store.save(identity, tokens, rememberMe)
    return who
  })

  /** The server logout is best effort: the browser forgets the tokens whatever it answers. */
  const logout = Effect.fn(names.logout)(function* (): Effect.fn.Return<void, never, AuthGateway | TokenStore> {
    const gateway = yield* AuthGateway
    const store = yield* TokenStore
    const tokens = yield* store.read(identity)
    if (tokens !== null) yield* gateway.logout(identity, tokens.RefreshToken)
    yield* store.clear(identity)
  })

  /** Restores the identity from storage (spec §4): a failure or an empty answer clears the stored set. */
  const load = Effect.fn(names.load)(function* (): Effect.fn.Return<Who | null, never, AuthGateway | TokenStore> {
    const gateway = yield* AuthGateway
    const store = yield* TokenStore
    if ((yield* store.read(identity)) === null) return null
    const current = yield* Effect.result(calls.current(gateway))
    if (Result.isSuccess(current)) return current.success
    yield* store.clear(identity)
    return null
  })

  return { login, logout, load }
}
