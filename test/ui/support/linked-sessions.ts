import { Effect, Layer } from 'effect'
import { AuthGateway } from '../../../src/application/ports/auth-gateway'
import type { TokenStore } from '../../../src/application/ports/token-store'
import type { PortalWorld } from '../../../src/infrastructure/portal/portal-world.memory'

// The auth twin and the portal twin are two memories; on the real server one token says who calls.
// This decorator makes the portal world act as whichever shop the auth twin has just recognised.
export function linkedToPortal(auth: Layer.Layer<AuthGateway, never, TokenStore>, world: PortalWorld): Layer.Layer<AuthGateway, never, TokenStore> {
  return Layer.effect(
    AuthGateway,
    Effect.gen(function* () {
      const inner = yield* AuthGateway
      const actAs = (shopId: number | null) =>
        Effect.sync(() => {
          world.currentShopId = shopId !== null && world.shops.has(shopId) ? shopId : null
        })
      return AuthGateway.of({
        ...inner,
        shopLogin: (credentials) => inner.shopLogin(credentials).pipe(Effect.tap((answer) => actAs(answer.shop.id))),
        currentShop: () => inner.currentShop().pipe(Effect.tap((shop) => actAs(shop.id))),
        logout: (who, refreshToken) => inner.logout(who, refreshToken).pipe(Effect.tap(() => (who === 'shop' ? actAs(null) : Effect.void))),
      })
    }),
  ).pipe(Layer.provide(auth))
}
