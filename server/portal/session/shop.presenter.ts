import type { ShopWire } from '../../../src/contract/portal/auth'
import type { ShopProfile } from '../shops/shops.public'

// The `shop` object of docs/api-contract.md.
export function presentShop(shop: ShopProfile): ShopWire {
  return {
    id: shop.id,
    identifiant: shop.identifiant,
    name: shop.name,
    email: shop.email,
    address: { ...shop.address },
    validator_id: shop.validatorId,
    is_validator: shop.isValidator,
    brand: {
      id: shop.brand.id,
      name: shop.brand.name,
      franco_qty: shop.brand.franco.quantity,
      franco_price: shop.brand.franco.amountCents,
      shipping_fee: shop.brand.shippingFeeCents,
    },
  }
}
