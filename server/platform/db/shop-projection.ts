import type { AnyPgColumn } from 'drizzle-orm/pg-core'

// The shop columns that several adapters select, written once. Each takes the shops table or one
// of its aliases (the delivery shop, the cart's owner), so one projection serves every join.
type ShopAddressSource = { addressLine1: AnyPgColumn; postalCode: AnyPgColumn; city: AnyPgColumn; country: AnyPgColumn }
type DeliveryShopSource = ShopAddressSource & { id: AnyPgColumn; name: AnyPgColumn }

type ShopAddressColumns<S extends ShopAddressSource> = {
  line1: S['addressLine1']
  postalCode: S['postalCode']
  city: S['city']
  country: S['country']
}

export function shopAddressColumns<S extends ShopAddressSource>(shop: S): ShopAddressColumns<S> {
  return { line1: shop.addressLine1, postalCode: shop.postalCode, city: shop.city, country: shop.country }
}

// Read back with `toDeliveryShop` (server/portal/cart/shop-columns.ts).
export function deliveryShopColumns<S extends DeliveryShopSource>(
  shop: S,
): { id: S['id']; name: S['name'] } & ShopAddressColumns<S> {
  return { id: shop.id, name: shop.name, ...shopAddressColumns(shop) }
}
