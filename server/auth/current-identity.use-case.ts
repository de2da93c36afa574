import type { AdminAccount } from '../admins/admin-account'
import type { AdminRepository } from '../admins/admin-repository'
import type { ShopProfile } from '../shops/shop-profile'
import type { ShopRepository } from '../shops/shop-repository'
import type { AccessClaims } from './access-tokens'

export type CurrentIdentity = { kind: 'shop'; shop: ShopProfile } | { kind: 'admin'; admin: AdminAccount } | { kind: 'unknown' }

export function currentIdentity(deps: { shops: ShopRepository; admins: AdminRepository }) {
  return async (caller: AccessClaims): Promise<CurrentIdentity> => {
    if (caller.audience === 'shop') {
      const shop = await deps.shops.findProfileById(caller.subjectId)
      return shop === null ? { kind: 'unknown' } : { kind: 'shop', shop }
    }
    if (caller.audience === 'admin') {
      const admin = await deps.admins.findById(caller.subjectId)
      return admin === null ? { kind: 'unknown' } : { kind: 'admin', admin }
    }
    return { kind: 'unknown' }
  }
}
