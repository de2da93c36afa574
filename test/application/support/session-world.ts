import { Effect, Layer } from 'effect'
import type { AppServices } from '../../../src/application/app-services'
import { authGatewayMemory, type MemoryAuthSeed } from '../../../src/infrastructure/auth-gateway.memory'
import { emptyTokenState, type MemoryTokenState, tokenStoreMemoryLayer } from '../../../src/infrastructure/token-store.memory'
import { aShop, anAdmin } from './builders'

export const SHOP_LOGIN = { login: 'boutique-lyon', password: 'Demo2026!' }
export const ADMIN_LOGIN = { login: 'admin', password: 'Admin2026!' }

/** The use cases' whole world in memory: a seeded twin of the server and two storage areas. */
export function aSessionWorld(seed: MemoryAuthSeed = {
  shops: [{ ...SHOP_LOGIN, shop: aShop() }],
  admins: [{ ...ADMIN_LOGIN, admin: anAdmin() }],
}) {
  const tokens: MemoryTokenState = emptyTokenState()
  const auth = authGatewayMemory(seed)
  const layer: Layer.Layer<AppServices> = auth.layer.pipe(Layer.provideMerge(tokenStoreMemoryLayer(tokens)))
  const run = <A, E>(effect: Effect.Effect<A, E, AppServices>): Promise<A> => Effect.runPromise(Effect.provide(effect, layer))
  const runFlip = <A, E>(effect: Effect.Effect<A, E, AppServices>): Promise<E> => run(Effect.flip(effect))
  return { tokens, controls: auth.controls, run, runFlip }
}
