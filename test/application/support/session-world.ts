import { Effect, Layer } from 'effect'
import type { AuthGateway } from '../../../src/application/ports/auth-gateway'
import type { TokenStore } from '../../../src/application/ports/token-store'
import { authGatewayMemory, type MemoryAuthSeed } from '../../../src/infrastructure/auth-gateway.memory'
import { emptyTokenState, type MemoryTokenState, tokenStoreMemoryLayer } from '../../../src/infrastructure/token-store.memory'
import { aShop, anAdmin } from './builders'

export const SHOP_LOGIN = { login: 'boutique-lyon', password: 'Demo2026!' }
export const ADMIN_LOGIN = { login: 'admin', password: 'Admin2026!' }

type SessionServices = AuthGateway | TokenStore

/** The session use cases' whole world in memory: a seeded twin of the server and two storage areas. */
export function aSessionWorld(seed: MemoryAuthSeed = {
  shops: [{ ...SHOP_LOGIN, shop: aShop() }],
  admins: [{ ...ADMIN_LOGIN, admin: anAdmin() }],
}) {
  const tokens: MemoryTokenState = emptyTokenState()
  const auth = authGatewayMemory(seed)
  const layer: Layer.Layer<SessionServices> = auth.layer.pipe(Layer.provideMerge(tokenStoreMemoryLayer(tokens)))
  const run = <A, E>(effect: Effect.Effect<A, E, SessionServices>): Promise<A> => Effect.runPromise(Effect.provide(effect, layer))
  const runFlip = <A, E>(effect: Effect.Effect<A, E, SessionServices>): Promise<E> => run(Effect.flip(effect))
  return { tokens, controls: auth.controls, run, runFlip }
}
