import type { PendingSession } from '../../platform/auth/auth.public'
import type { PortalCatalogRepository } from '../catalog/catalog.public'
import type { Clock } from '../../platform/shared/clock'
import type { CartView } from './cart-records'
import type { CartRepository } from './cart-repository'
import type { CartLineArtworkStore } from './cart-line-artwork'
import { chooseCartLineArtwork } from './cart-line-artwork.use-case'
import { emptyCart, removeCartLine, storeCartDetails, storeCartLine } from './change-cart.use-case'
import type { OrderPlacement } from './order-placement'
import { placeOrder } from './place-order.use-case'
import { quickOrder } from './quick-order.use-case'

export type CartDeps = {
  carts: CartRepository
  catalog: PortalCatalogRepository
  placement: OrderPlacement
  /** The artwork of "BAT requis" lines (docs/decisions/076-proof-approval.md). */
  lineArtworks: CartLineArtworkStore
  clock: Clock
  /** Wakes the job runner once an order's notice is committed (decision 074). */
  onNotice?: () => void
}

// The cart calls of the Portal API, wired to their adapters.
export function cartUseCases(deps: CartDeps) {
  return {
    currentCart: (shopId: number) => deps.carts.openCart(shopId, deps.clock.now()),
    // The open cart, or null when the caller's session has ended: one statement (decision 050).
    currentCartOfSession: (caller: PendingSession): Promise<CartView | null> => {
      const { subjectId, sessionId } = caller.claims
      if (sessionId === null) return deps.carts.openCart(subjectId, deps.clock.now())
      return deps.carts.openCartOfLiveSession(subjectId, sessionId, deps.clock.now())
    },
    countLines: (shopId: number) => deps.carts.countLines(shopId),
    deliveryShops: (shopId: number) => deps.carts.deliveryShops(shopId),
    brandTerms: (shopId: number) => deps.carts.brandTerms(shopId),
    storeLine: storeCartLine(deps),
    removeLine: removeCartLine(deps),
    empty: emptyCart(deps),
    storeDetails: storeCartDetails(deps),
    chooseLineArtwork: chooseCartLineArtwork(deps),
    placeOrder: placeOrder(deps),
    quickOrder: quickOrder(deps),
  }
}

export type CartUseCases = ReturnType<typeof cartUseCases>
