import type { AdminAccount, AdminRepository } from '../administrators/administrators.public'
import type { ShopProfile, ShopRepository } from '../../portal/shops/shops.public'
import type { AccessClaims } from './access-tokens'

export type CurrentIdentity =
  | { kind: 'shop'; shop: ShopProfile }
  | { kind: 'admin'; admin: AdminAccount }
  | { kind: 'unknown' }

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
