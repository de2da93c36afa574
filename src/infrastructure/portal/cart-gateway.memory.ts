import { Effect, Layer } from 'effect'
import { CartGateway } from '../../application/ports/cart-gateway'
import {
  brandFrancoOp,
  cartCountOp,
  cartFrancoOp,
  currentCartOp,
  deleteLineOp,
  deliveryAddressesOp,
  emptyCartOp,
  orderCartOp,
  saveDeliveryOp,
  storeLineOp,
} from './cart-operations.memory'
import { asCaller } from './memory-caller.memory'
import type { PortalWorld } from './portal-world.memory'

export function cartGatewayMemory(world: PortalWorld): Layer.Layer<CartGateway> {
  return Layer.succeed(
    CartGateway,
    CartGateway.of({
      current: () => asCaller(world, (caller) => currentCartOp(world, caller)),
      franco: () => asCaller(world, (caller) => cartFrancoOp(world, caller)),
      count: () => asCaller(world, (caller) => cartCountOp(world, caller)).pipe(Effect.map((count) => count.numberOfProductsInCart)),
      storeLine: (line) => asCaller(world, (caller) => storeLineOp(world, caller, line.productId, line.optionId, line.quantity)),
      deleteLine: (lineId) => asCaller(world, (caller) => deleteLineOp(world, caller, lineId)),
      deliveryAddresses: () => asCaller(world, (caller) => deliveryAddressesOp(world, caller)),
      saveDeliveryDetails: (details) => asCaller(world, (caller) => saveDeliveryOp(world, caller, details)),
      empty: () => asCaller(world, (caller) => emptyCartOp(world, caller)),
      brandFranco: (brandId) => asCaller(world, (caller) => brandFrancoOp(world, caller, brandId)),
      orderCart: (cartId) => asCaller(world, (caller) => orderCartOp(world, caller, cartId)),
    }),
  )
}
