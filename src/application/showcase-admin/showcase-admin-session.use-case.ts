import { Effect, Result } from 'effect'
import type { DecodeError, NetworkError, Rejected } from '../errors'
import type { Credentials } from '../session/ports/auth-gateway'
import { type ShowcaseAdmin, ShowcaseAdminGateway } from './ports/showcase-admin-gateway'
import { TokenStore } from '../session/ports/token-store'

/**
 * The showcase administrator's two-step login (spec §4): the SSO login on the portal, then its access
 * token and login exchanged at the storefront. Both sets are stored only once both steps succeeded,
 * under their two identities, with the same rememberMe rule as every login (one shared flag).
 */
export const loginShowcaseAdmin = Effect.fn('loginShowcaseAdmin')(function* (
  credentials: Credentials,
  rememberMe: boolean,
): Effect.fn.Return<ShowcaseAdmin, Rejected | NetworkError | DecodeError, ShowcaseAdminGateway | TokenStore> {
  const gateway = yield* ShowcaseAdminGateway
  const store = yield* TokenStore
  const sso = yield* gateway.ssoLogin(credentials)
  const { tokens, admin } = yield* gateway.exchange(sso.tokens.AccessToken, sso.login)
  yield* store.save('storefront-portal', sso.tokens, rememberMe)
  yield* store.save('storefront', tokens, rememberMe)
  return admin
})

/** Spec §7: the storefront's logout, then the SSO's, each best effort; the browser forgets both sets. */
export const logoutShowcaseAdmin = Effect.fn('logoutShowcaseAdmin')(function* (): Effect.fn.Return<
  void,
  never,
  ShowcaseAdminGateway | TokenStore
> {
  const gateway = yield* ShowcaseAdminGateway
  const store = yield* TokenStore
  if ((yield* store.read('storefront')) !== null) yield* gateway.logout('storefront')
  if ((yield* store.read('storefront-portal')) !== null) yield* gateway.logout('sso')
  yield* store.clear('storefront')
  yield* store.clear('storefront-portal')
})

/**
 * The guard of /vitrine/backoffice: both sets must be stored and the storefront must accept its token
 * (a string in storage proves nothing). A refusal forgets both sets (one login); an unreachable server
 * is not a refusal and fails as it is, so that a network hiccup does not sign anyone out.
 */
export const loadShowcaseAdminSession = Effect.fn('loadShowcaseAdminSession')(function* (): Effect.fn.Return<
  ShowcaseAdmin | null,
  NetworkError,
  ShowcaseAdminGateway | TokenStore
> {
  const gateway = yield* ShowcaseAdminGateway
  const store = yield* TokenStore
  if ((yield* store.read('storefront-portal')) === null || (yield* store.read('storefront')) === null) return null
  const current = yield* Effect.result(gateway.current())
  if (Result.isSuccess(current)) return current.success
  if (current.failure._tag === 'NetworkError') return yield* Effect.fail(current.failure)
  yield* store.clear('storefront')
  yield* store.clear('storefront-portal')
  return null
})
