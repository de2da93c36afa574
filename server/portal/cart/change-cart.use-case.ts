import { checkQuantity, failedQuantityMessage } from '../../../src/domain/quantity-rules'
import type { PendingSession } from '../../platform/auth/auth.public'
import type { PortalCatalogRepository } from '../catalog/catalog.public'
import type { Clock } from '../../platform/shared/clock'
import type { CartDetails, CartView } from './cart-records'
import { RefusedCartChange, type CartRepository } from './cart-repository'
import type { StoredLine } from './store-line.drizzle'

export type CartChangeDeps = { carts: CartRepository; catalog: PortalCatalogRepository; clock: Clock }

export type StoreLineResult =
  | { kind: 'stored'; numberOfProductsInCart: number }
  | { kind: 'not-found' }
  | { kind: 'invalid-quantity'; message: string }
  | { kind: 'session-ended' }

const SESSION_ENDED = { kind: 'session-ended' } as const

// Two round trips in the usual case (decision 050): the orderable option, then one statement that checks the
// caller's session, stores and counts. The session is asked before any answer (decision 026): by that
// statement, or on its own before a refusal. `session` null: a call of the server's own (the demo seed).
export function storeCartLine(deps: CartChangeDeps) {
  return async (shopId: number, line: StoredLine, session: PendingSession | null = null): Promise<StoreLineResult> => {
    const sessionId = session?.claims.sessionId ?? null
    const refuse = async (refusal: StoreLineResult) =>
      session === null || (await session.isAlive()) ? refusal : SESSION_ENDED
    const orderable = await deps.catalog.findOrderableOption(shopId, line.productId, line.optionId)
    if (orderable === null) return refuse({ kind: 'not-found' })
    const check = checkQuantity(line.quantity, orderable.rule)
    if (check.kind !== 'ok') return refuse({ kind: 'invalid-quantity', message: failedQuantityMessage(check) })
    const now = deps.clock.now()
    const inOpenCart = await deps.carts.storeLineInOpenCart(shopId, sessionId, now, line)
    if (!inOpenCart.alive) return SESSION_ENDED
    if (inOpenCart.total !== null) return { kind: 'stored', numberOfProductsInCart: inOpenCart.total }
    // No open cart (first line, or the cart was just ordered), for a session the statement found alive:
    // the transaction that opens one.
    await deps.carts.editOpenCart(shopId, now, (cart) =>
      cart.setLineQuantity(line.productId, line.optionId, line.quantity),
    )
    // Counted after the commit: the badge needs no lock.
    return { kind: 'stored', numberOfProductsInCart: await deps.carts.countLines(shopId) }
  }
}

// null: the line is not in the caller's open cart (another shop's, or already ordered).
export function removeCartLine(deps: Pick<CartChangeDeps, 'carts' | 'clock'>) {
  return (shopId: number, lineId: number): Promise<number | null> =>
    deps.carts.editOpenCart(shopId, deps.clock.now(), async (cart): Promise<number | null> => {
      if (await cart.removeLine(lineId)) return cart.countLines()
      throw new RefusedCartChange(null)
    })
}

export function emptyCart(deps: Pick<CartChangeDeps, 'carts' | 'clock'>) {
  return (shopId: number): Promise<void> =>
    deps.carts.editOpenCart(shopId, deps.clock.now(), (cart) => cart.removeAllLines())
}

export type StoreDetailsResult = { kind: 'stored'; cart: CartView } | { kind: 'unknown-delivery-shop' }

// decisions §5: the delivery shop is the caller's own shop or one it validates.
export function storeCartDetails(deps: Pick<CartChangeDeps, 'carts' | 'clock'>) {
  return async (shopId: number, details: CartDetails): Promise<StoreDetailsResult> => {
    const allowed = await deps.carts.deliveryShops(shopId)
    if (!allowed.some((shop) => shop.id === details.deliveryShopId)) return { kind: 'unknown-delivery-shop' }
    const now = deps.clock.now()
    await deps.carts.editOpenCart(shopId, now, (cart) => cart.setDetails(details), 'details')
    return { kind: 'stored', cart: await deps.carts.openCart(shopId, now) }
  }
}
