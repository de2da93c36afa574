import type { CommercialTerms } from '../pricing/pricing.public'
import type { CartDetails, CartView, DeliveryShop } from './cart-records'
import type { StoredLine, StoreLineOutcome } from './store-line.drizzle'

// Changes to the open cart happen inside `editOpenCart`: one transaction holding a lock on the
// cart's row. Ordering takes the exclusive lock, so a line never slips into a cart being ordered;
// line changes only need the shared one ('lines'), so they do not queue behind each other.
export type CartLock = 'lines' | 'details'

export type OpenCartEditor = {
  cartId: number
  lineQuantity(productId: number, optionId: number): Promise<number | null>
  setLineQuantity(productId: number, optionId: number, quantity: number): Promise<void>
  removeLine(lineId: number): Promise<boolean>
  removeAllLines(): Promise<void>
  // Needs the 'details' lock: it writes the cart row itself.
  setDetails(details: CartDetails): Promise<void>
  countLines(): Promise<number>
}

export type CartRepository = {
  // The shop's open cart, created on first use (decisions §5: one open cart per shop).
  openCart(shopId: number, now: Date): Promise<CartView>
  // The same, with the check that the caller's session is alive in the same statement (decision 050):
  // null when it has ended (nothing opened then).
  openCartOfLiveSession(shopId: number, sessionId: string, now: Date): Promise<CartView | null>
  countLines(shopId: number): Promise<number>
  // The caller's shop first, then the shops it validates.
  deliveryShops(shopId: number): Promise<DeliveryShop[]>
  brandTerms(shopId: number): Promise<(CommercialTerms & { brandId: number }) | null>
  // One line set in the open cart without opening one, if the caller's session is alive (see
  // store-line.drizzle.ts): the number of lines then in the cart, or null when the shop has no open cart.
  storeLineInOpenCart(shopId: number, sessionId: string | null, now: Date, line: StoredLine): Promise<StoreLineOutcome>
  editOpenCart<T>(shopId: number, now: Date, work: (cart: OpenCartEditor) => Promise<T>, lock?: CartLock): Promise<T>
}

/**
 * Thrown by the work given to `editOpenCart` when it refuses the change: the transaction rolls back
 * (a cart opened for it included) and `editOpenCart` answers `answer`.
 */
export class RefusedCartChange<T> extends Error {
  constructor(readonly answer: T) {
    super('changement du panier refusé')
    this.name = 'RefusedCartChange'
  }
}
