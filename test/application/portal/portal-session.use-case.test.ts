import { Effect, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { AppServices } from '../../../src/application/app-services'
import { SessionExpired } from '../../../src/application/errors'
import { addToCart, loadCartCount } from '../../../src/application/portal/cart.use-case'
import { loginShop, logoutShop } from '../../../src/application/session/shop-session.use-case'
import { authGatewayMemory } from '../../../src/infrastructure/auth-gateway.memory'
import { portalMemoryOverTokens } from '../../../src/infrastructure/portal/portal.memory'
import { demoPortalSeed, PARIS } from '../../../src/infrastructure/portal/portal-seed.memory'
import { emptyTokenState, tokenStoreMemoryLayer } from '../../../src/infrastructure/token-store.memory'
import { aShop } from '../support/builders'

// Spec §1: once a shop is logged in the app fetches its cart count. The portal twin wired to the
// token store acts as whoever the stored token set names, as the server reads the bearer.

function aLoggedOutApp() {
  const portal = portalMemoryOverTokens(demoPortalSeed())
  const auth = authGatewayMemory({
    shops: [
      { login: 'boutique-lyon', password: 'Demo2026!', shop: aShop() },
      { login: 'boutique-paris', password: 'Demo2026!', shop: aShop({ id: PARIS, identifiant: 'boutique-paris' }) },
    ],
  })
  const layer: Layer.Layer<AppServices> = Layer.merge(auth.layer, portal.layer).pipe(Layer.provideMerge(tokenStoreMemoryLayer(emptyTokenState())))
  const run = <A, E>(effect: Effect.Effect<A, E, AppServices>) => Effect.runPromise(Effect.provide(effect, layer))
  return { run, flip: <A, E>(effect: Effect.Effect<A, E, AppServices>) => run(Effect.flip(effect)) }
}

const smallBox = { id: 1011, label: 'Petit format', unitPriceCents: 120, minimumQuantity: 100, packMultiple: 50 }

describe('the portal twin over the stored session', () => {
  it('has no session before login, the logged-in shop’s cart after, and none after logout', async () => {
    const app = aLoggedOutApp()
    expect(await app.flip(loadCartCount())).toBeInstanceOf(SessionExpired)
    await app.run(loginShop({ login: 'boutique-paris', password: 'Demo2026!' }, true))
    await app.run(addToCart({ productId: 101, option: smallBox, quantity: 100 }))
    expect(await app.run(loadCartCount())).toBe(1)
    await app.run(logoutShop())
    await app.run(loginShop({ login: 'boutique-lyon', password: 'Demo2026!' }, false))
    expect(await app.run(loadCartCount())).toBe(0)
    await app.run(logoutShop())
    expect(await app.flip(loadCartCount())).toBeInstanceOf(SessionExpired)
  })
})
