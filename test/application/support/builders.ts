import type { Admin, Shop } from '../../../src/application/ports/auth-gateway'

export function aShop(overrides: Partial<Shop> = {}): Shop {
  return {
    id: 11,
    identifiant: 'boutique-lyon',
    name: 'Boutique Lyon',
    email: 'lyon@maison-lemoine.fr',
    validator_id: null,
    is_validator: false,
    brand: { id: 1, name: 'Maison Lemoine', franco_qty: 500, franco_price: 50_000, shipping_fee: 2500 },
    ...overrides,
  }
}

export function anAdmin(overrides: Partial<Admin> = {}): Admin {
  return { id: 3, login: 'admin', email: 'admin@ecrin.fr', role: 'ecommerce', ...overrides }
}
