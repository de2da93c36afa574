import type { Admin, Shop } from '../../../src/application/session/ports/auth-gateway'
import { aBrand, anAdmin, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import type { LiveServer } from '../../support/live-server/live-server'

// Accounts built in the live server's database, with what the browser's ports should read of them.

type BrandRow = Awaited<ReturnType<typeof aBrand>>
type ShopRow = Awaited<ReturnType<typeof aShop>>

/** What the port reads for a shop inserted with the server builders. */
export function shopAsRead(shop: ShopRow, brand: BrandRow, isValidator = false): Shop {
  return {
    id: shop.id,
    identifiant: shop.identifiant,
    name: shop.name,
    email: shop.email,
    validator_id: shop.validatorId,
    is_validator: isValidator,
    brand: {
      id: brand.id,
      name: brand.name,
      franco_qty: brand.francoQty,
      franco_price: brand.francoPrice,
      shipping_fee: brand.shippingFee,
    },
  }
}

/** A fresh shop of a fresh brand, with its credentials and the Shop the port should read. */
export async function aShopAccount(live: LiveServer, brandOverrides: Parameters<typeof aBrand>[1] = {}) {
  const brand = await aBrand(live.db, brandOverrides)
  const shop = await aShop(live.db, { brandId: brand.id })
  return {
    brand,
    shop,
    credentials: { login: shop.identifiant, password: DEFAULT_PASSWORD },
    expected: shopAsRead(shop, brand),
  }
}

/** A fresh e-commerce admin, with its credentials and the Admin the port should read. */
export async function anAdminAccount(live: LiveServer) {
  const admin = await anAdmin(live.db)
  const expected: Admin = { id: admin.id, login: admin.login, email: admin.email, role: admin.role }
  return { admin, credentials: { login: admin.login, password: DEFAULT_PASSWORD }, expected }
}
