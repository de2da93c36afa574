import type { PortalCatalogRepository } from '../catalog/catalog.public'
import type { Clock } from '../shared/clock'
import type { CartRepository } from './cart-repository'
import { emptyCart, removeCartLine, storeCartDetails, storeCartLine } from './change-cart.use-case'
import type { OrderPlacedNotifier } from './order-placed-mail'
import type { OrderPlacement } from './order-placement'
import { placeOrder } from './place-order.use-case'
import { quickOrder } from './quick-order.use-case'

export type CartDeps = {
  carts: CartRepository
  catalog: PortalCatalogRepository
  placement: OrderPlacement
  clock: Clock
  notifyPlaced: OrderPlacedNotifier
}

// The cart calls of the Portal API, wired to their adapters.
export function cartUseCases(deps: CartDeps) {
  return {
    currentCart: (shopId: number) => deps.carts.openCart(shopId, deps.clock.now()),
    countLines: (shopId: number) => deps.carts.countLines(shopId),
    deliveryShops: (shopId: number) => deps.carts.deliveryShops(shopId),
    brandTerms: (shopId: number) => deps.carts.brandTerms(shopId),
    storeLine: storeCartLine(deps),
    removeLine: removeCartLine(deps),
    empty: emptyCart(deps),
    storeDetails: storeCartDetails(deps),
    placeOrder: placeOrder(deps),
    quickOrder: quickOrder(deps),
  }
}

export type CartUseCases = ReturnType<typeof cartUseCases>
