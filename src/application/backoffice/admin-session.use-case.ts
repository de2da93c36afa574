import { Effect, Result } from 'effect'
import type { DecodeError, NetworkError, Rejected } from '../errors'
import { type Admin, AuthGateway, type Credentials } from '../session/ports/auth-gateway'
import { TokenStore } from '../session/ports/token-store'

/** E-commerce admin login: same storage rule as the shop, under the 'admin' identity. */
export const loginAdmin = Effect.fn('loginAdmin')(function* (
  credentials: Credentials,
  rememberMe: boolean,
): Effect.fn.Return<Admin, Rejected | NetworkError | DecodeError, AuthGateway | TokenStore> {
  const gateway = yield* AuthGateway
  const store = yield* TokenStore
  const { tokens, admin } = yield* gateway.adminLogin(credentials)
  yield* store.save('admin', tokens, rememberMe)
  return admin
})

export const logoutAdmin = Effect.fn('logoutAdmin')(function* (): Effect.fn.Return<
  void,
  never,
  AuthGateway | TokenStore
> {
  const gateway = yield* AuthGateway
  const store = yield* TokenStore
  const tokens = yield* store.read('admin')
  if (tokens !== null) yield* gateway.logout('admin', tokens.RefreshToken)
  yield* store.clear('admin')
})

export const loadAdminSession = Effect.fn('loadAdminSession')(function* (): Effect.fn.Return<
  Admin | null,
  never,
  AuthGateway | TokenStore
> {
  const gateway = yield* AuthGateway
  const store = yield* TokenStore
  if ((yield* store.read('admin')) === null) return null
  const current = yield* Effect.result(gateway.currentAdmin())
  if (Result.isSuccess(current)) return current.success
  yield* store.clear('admin')
  return null
})
