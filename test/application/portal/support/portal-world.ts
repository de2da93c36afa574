import { Effect, Layer } from 'effect'
import type { PortalServices } from '../../../../src/application/app-services'
import { AccountGateway } from '../../../../src/application/ports/account-gateway'
import { CartGateway } from '../../../../src/application/ports/cart-gateway'
import { CatalogGateway } from '../../../../src/application/ports/catalog-gateway'
import { OrderGateway } from '../../../../src/application/ports/order-gateway'
import { ValidationGateway } from '../../../../src/application/ports/validation-gateway'
import { portalMemoryLayer } from '../../../../src/infrastructure/portal/portal.memory'
import { demoPortalSeed } from '../../../../src/infrastructure/portal/portal-seed.memory'
import { createPortalWorld, type PortalSeed } from '../../../../src/infrastructure/portal/portal-world.memory'

// The portal's memory twins, with every gateway call recorded so a test can tell that a use case
// refused before asking the server anything.

function recorded<S extends object>(port: string, service: S, calls: string[]): S {
  return new Proxy(service, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        calls.push(`${port}.${String(key)}`)
        return Reflect.apply(value, target, args)
      }
    },
  })
}

export function aPortalWorld(seed: PortalSeed = demoPortalSeed()) {
  const world = createPortalWorld(seed)
  const calls: string[] = []
  const recording = Layer.mergeAll(
    Layer.effect(CatalogGateway, CatalogGateway.useSync((s) => recorded('catalog', s, calls))),
    Layer.effect(CartGateway, CartGateway.useSync((s) => recorded('cart', s, calls))),
    Layer.effect(OrderGateway, OrderGateway.useSync((s) => recorded('order', s, calls))),
    Layer.effect(ValidationGateway, ValidationGateway.useSync((s) => recorded('validation', s, calls))),
    Layer.effect(AccountGateway, AccountGateway.useSync((s) => recorded('account', s, calls))),
  ).pipe(Layer.provide(portalMemoryLayer(world)))
  const run = <A, E>(effect: Effect.Effect<A, E, PortalServices>) => Effect.runPromise(Effect.provide(effect, recording))
  return {
    world,
    calls,
    run,
    flip: <A, E>(effect: Effect.Effect<A, E, PortalServices>) => run(Effect.flip(effect)),
    signIn: (shopId: number | null) => {
      world.currentShopId = shopId
    },
    /** Forgets the calls made while arranging the test. */
    resetCalls: () => {
      calls.length = 0
    },
  }
}
