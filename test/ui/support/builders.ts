import type { Admin, Shop } from '../../../src/application/ports/auth-gateway'

export function aShop(overrides: Partial<Shop> = {}): Shop {
  return {
    id: 7,
    identifiant: 'boutique-paris',
    name: 'Boutique Lemoine Paris',
    email: 'paris@maison-lemoine.test',
    validator_id: null,
    is_validator: false,
    brand: { id: 1, name: 'Maison Lemoine', franco_qty: 500, franco_price: 50_000, shipping_fee: 2_500 },
    ...overrides,
  }
}

export function anAdmin(overrides: Partial<Admin> = {}): Admin {
  return { id: 3, login: 'admin', email: 'admin@ecrin.test', role: 'ecommerce', ...overrides }
}

export const SHOP_PASSWORD = 'Demo2026!'
export const ADMIN_PASSWORD = 'Admin2026!'
