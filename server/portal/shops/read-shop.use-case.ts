import type { ShopProfile } from './shop-profile'
import type { ShopRepository } from './shop-repository'

// A shop reads only its own record; any other id is "not found", never "forbidden",
// so ids of other customers cannot be probed.
export function readShop(deps: { shops: ShopRepository }) {
  return async (callerShopId: number, requestedId: number): Promise<ShopProfile | null> => {
    if (callerShopId !== requestedId) return null
    return deps.shops.findProfileById(requestedId)
  }
}
