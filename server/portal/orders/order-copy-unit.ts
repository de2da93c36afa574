import type { OpenCartEditor } from '../cart/cart.public'

/** The copy that a shop last made of an order: when, and what it answered. */
export type PreviousCopy = { at: Date; message: string }

/**
 * One copy of an order into the caller's open cart, in one transaction that holds the cart row's
 * exclusive lock: two copies of the same shop queue, so the second sees the first one's ledger entry.
 */
export type OrderCopyUnit = {
  cart: OpenCartEditor
  lastCopy(orderId: number, shopId: number): Promise<PreviousCopy | null>
  recordCopy(orderId: number, shopId: number, message: string, at: Date): Promise<void>
  /** The cart lines copied from the order print the artwork its lines printed (docs/decisions/076). */
  copyArtworks(orderId: number): Promise<void>
}

export type RunOrderCopy = <T>(shopId: number, now: Date, work: (unit: OrderCopyUnit) => Promise<T>) => Promise<T>
