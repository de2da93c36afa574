import { Effect, Result } from 'effect'
import type { DecodeError, NetworkError, Rejected } from '../errors'
import { AuthGateway, type Credentials, type Shop } from '../session/ports/auth-gateway'
import { TokenStore } from '../session/ports/token-store'

/** Shop customer login (spec §4): the token set goes to the storage area chosen by rememberMe. */
export const loginShop = Effect.fn('loginShop')(function* (
  credentials: Credentials,
  rememberMe: boolean,
): Effect.fn.Return<Shop, Rejected | NetworkError | DecodeError, AuthGateway | TokenStore> {
  const gateway = yield* AuthGateway
  const store = yield* TokenStore
  const { tokens, shop } = yield* gateway.shopLogin(credentials)
  yield* store.save('shop', tokens, rememberMe)
  return shop
})

/** The server logout is best effort: the browser forgets the tokens whatever it answers. */
export const logoutShop = Effect.fn('logoutShop')(function* (): Effect.fn.Return<
  void,
  never,
  AuthGateway | TokenStore
> {
  const gateway = yield* AuthGateway
  const store = yield* TokenStore
  const tokens = yield* store.read('shop')
  if (tokens !== null) yield* gateway.logout('shop', tokens.RefreshToken)
  yield* store.clear('shop')
})

/** Restores the shop from storage (spec §4): a failure or an empty answer clears the stored set. */
export const loadShopSession = Effect.fn('loadShopSession')(function* (): Effect.fn.Return<
  Shop | null,
  never,
  AuthGateway | TokenStore
> {
  const gateway = yield* AuthGateway
  const store = yield* TokenStore
  if ((yield* store.read('shop')) === null) return null
  const current = yield* Effect.result(gateway.currentShop())
  if (Result.isSuccess(current)) return current.success
  yield* store.clear('shop')
  return null
})
