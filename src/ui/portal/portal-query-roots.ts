import { cartKeys } from './cart/cart-count.query'

// Everything the portal caches for the logged-in shop: dropped on logout so the next shop
// starting on this browser never sees the previous one's cart or orders.
export const PORTAL_QUERY_ROOTS = [cartKeys.all, ['catalog'], ['orders'], ['validation'], ['account']] as const
