import { Effect, Layer } from 'effect'
import type { PortalServices } from '../../application/app-services'
import { TokenStore } from '../../application/ports/token-store'
import { accountGatewayMemory } from './account-gateway.memory'
import { cartGatewayMemory } from './cart-gateway.memory'
import { catalogGatewayMemory } from './catalog-gateway.memory'
import { orderGatewayMemory } from './order-gateway.memory'
import { createPortalWorld, type PortalSeed, type PortalWorld } from './portal-world.memory'
import { validationGatewayMemory } from './validation-gateway.memory'

/**
 * The five portal gateways over one shared memory world, so that ordering a cart shows up in the
 * orders and in the validator's list, as on the server. Sign a shop in with `world.currentShopId`;
 * read the reset mails in `world.mails`.
 */
export function portalMemory(seed: PortalSeed): { readonly world: PortalWorld; readonly layer: Layer.Layer<PortalServices> } {
  const world = createPortalWorld(seed)
  return { world, layer: portalMemoryLayer(world) }
}

export function portalMemoryLayer(world: PortalWorld): Layer.Layer<PortalServices> {
  return Layer.mergeAll(
    catalogGatewayMemory(world),
    cartGatewayMemory(world),
    orderGatewayMemory(world),
    validationGatewayMemory(world),
    accountGatewayMemory(world),
  )
}

/**
 * The same twins, acting as the shop whose token set the TokenStore holds (its UserId), like the
 * real server reading the bearer: logging in through the auth twin signs the portal in, and
 * logging out ends its session.
 */
export function portalMemoryOverTokens(seed: PortalSeed): {
  readonly world: PortalWorld
  readonly layer: Layer.Layer<PortalServices, never, TokenStore>
} {
  const world = createPortalWorld(seed)
  const layer = Layer.unwrap(
    TokenStore.useSync((store) => {
      world.signedInShop = () =>
        store.read('shop').pipe(
          Effect.map((tokens) => {
            const id = tokens === null ? Number.NaN : Number(tokens.UserId)
            return Number.isInteger(id) ? id : null
          }),
        )
      return portalMemoryLayer(world)
    }),
  )
  return { world, layer }
}
