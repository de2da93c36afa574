import { Effect, Layer } from 'effect'
import type { SetupServer } from 'msw/node'
import type { PortalServices } from '../../../../src/application/app-services'
import { createFinalUnauthorizedSignal } from '../../../../src/infrastructure/http/final-unauthorized'
import { httpClientLayer } from '../../../../src/infrastructure/http/http-client.fetch'
import { AccountGatewayHttp } from '../../../../src/infrastructure/portal/account-gateway.http'
import { CartGatewayHttp } from '../../../../src/infrastructure/portal/cart-gateway.http'
import { CatalogGatewayHttp } from '../../../../src/infrastructure/portal/catalog-gateway.http'
import { OrderGatewayHttp } from '../../../../src/infrastructure/portal/order-gateway.http'
import { portalMemoryLayer } from '../../../../src/infrastructure/portal/portal.memory'
import { demoPortalSeed } from '../../../../src/infrastructure/portal/portal-seed.memory'
import { createPortalWorld, type PortalSeed, type PortalWorld } from '../../../../src/infrastructure/portal/portal-world.memory'
import { ValidationGatewayHttp } from '../../../../src/infrastructure/portal/validation-gateway.http'
import { emptyTokenState, makeMemoryTokenStore, tokenStoreMemoryLayer } from '../../../../src/infrastructure/token-store.memory'
import { TEST_API } from '../../support/builders'
import { fakePortalApi, shopToken } from './fake-portal-api'

/** One adapter set under test, with the levers the contract cases pull. */
export type PortalHarness = {
  readonly world: PortalWorld
  readonly signIn: (shopId: number) => void
  readonly signOut: () => void
  readonly run: <A, E>(effect: Effect.Effect<A, E, PortalServices>) => Promise<A>
  readonly flip: <A, E>(effect: Effect.Effect<A, E, PortalServices>) => Promise<E>
}

function harness(world: PortalWorld, layer: Layer.Layer<PortalServices>, signIn: (id: number) => void, signOut: () => void): PortalHarness {
  const run = <A, E>(effect: Effect.Effect<A, E, PortalServices>) => Effect.runPromise(Effect.provide(effect, layer))
  return { world, signIn, signOut, run, flip: (effect) => run(Effect.flip(effect)) }
}

export function memoryHarness(seed: PortalSeed = demoPortalSeed()): PortalHarness {
  const world = createPortalWorld(seed)
  return harness(
    world,
    portalMemoryLayer(world),
    (id) => {
      world.currentShopId = id
    },
    () => {
      world.currentShopId = null
    },
  )
}

export const HttpPortalLayer = Layer.mergeAll(CatalogGatewayHttp, CartGatewayHttp, OrderGatewayHttp, ValidationGatewayHttp, AccountGatewayHttp)

/** The HTTP adapters over msw; the page path is an account page, so shop credentials are sent. */
export function httpHarness(server: SetupServer, seed: PortalSeed = demoPortalSeed()) {
  const world = createPortalWorld(seed)
  const api = fakePortalApi(world)
  server.use(...api.handlers)
  const tokens = emptyTokenState()
  const store = makeMemoryTokenStore(tokens)
  const client = httpClientLayer({ config: TEST_API, unauthorized: createFinalUnauthorizedSignal(), pathname: () => '/account/catalog' })
  const layer = HttpPortalLayer.pipe(Layer.provide(client), Layer.provide(tokenStoreMemoryLayer(tokens)))
  const signIn = (id: number) => Effect.runSync(store.save('shop', { AccessToken: shopToken(id), RefreshToken: `refresh-${id}`, UserId: String(id) }, true))
  const signOut = () => Effect.runSync(store.clear('shop'))
  return { ...harness(world, layer, signIn, signOut), calls: api.calls }
}

/** Both adapters, for describe.each: the same cases run against the twin and the real one. */
export function portalAdapters(server: SetupServer): Array<[string, (seed?: PortalSeed) => PortalHarness]> {
  return [
    ['memory', (seed) => memoryHarness(seed)],
    ['http', (seed) => httpHarness(server, seed)],
  ]
}
