import type { Shop } from '../../../src/application/ports/auth-gateway'
import type { LineStatus, OrderStatus } from '../../../src/domain/order-status'
import type {
  MemoryBrand,
  MemoryOption,
  MemoryOrder,
  MemoryOrderLine,
  MemoryProduct,
  MemoryShop,
  PortalSeed,
} from '../../../src/infrastructure/portal/portal-world.memory'

// A small Maison Lemoine world for the portal screens (decisions §8, reduced to what tests need).

export const PARIS = 7
export const LYON = 8
export const SIEGE = 9

export const lemoine: MemoryBrand = {
  id: 1,
  name: 'Maison Lemoine',
  francoQty: 500,
  francoPriceCents: 50_000,
  shippingFeeCents: 2_500,
  ecommerceUrl: 'https://boutique.maison-lemoine.test',
}

const address = (city: string) => ({ line1: '12 rue du Faubourg', postalCode: '75008', city, country: 'FR' })

export function aMemoryShop(overrides: Partial<MemoryShop> & Pick<MemoryShop, 'id' | 'identifiant' | 'name'>): MemoryShop {
  return { password: 'Demo2026!', email: `${overrides.identifiant}@maison-lemoine.test`, brandId: 1, validatorId: null, address: address('Paris'), ...overrides }
}

export const shops: readonly MemoryShop[] = [
  aMemoryShop({ id: PARIS, identifiant: 'boutique-paris', name: 'Boutique Lemoine Paris', validatorId: SIEGE }),
  aMemoryShop({ id: LYON, identifiant: 'boutique-lyon', name: 'Boutique Lemoine Lyon', address: address('Lyon') }),
  aMemoryShop({ id: SIEGE, identifiant: 'siege-lemoine', name: 'Siège Lemoine' }),
]

export function anOption(overrides: Partial<MemoryOption> & Pick<MemoryOption, 'id'>): MemoryOption {
  return { label: `Option ${overrides.id}`, unitPriceCents: 100, minimumQuantity: 1, packMultiple: 1, active: true, ...overrides }
}

export function aProduct(overrides: Partial<MemoryProduct> & Pick<MemoryProduct, 'id' | 'name'>): MemoryProduct {
  return {
    brandId: 1,
    categoryId: 1,
    reference: `REF-${overrides.id}`,
    description: null,
    imageUrl: null,
    active: true,
    createdAt: '2026-01-01T09:00:00.000Z',
    options: [anOption({ id: overrides.id * 10 })],
    ...overrides,
  }
}

/** Petit format: 1,20 € HT, minimum 100, by 50. Grand format: 2,50 € HT, minimum 50, by 25. */
export const giftBox = aProduct({
  id: 101,
  name: 'Boîte cadeau kraft',
  reference: 'BOX-KR',
  description: 'Boîte pliante en carton kraft.',
  options: [
    anOption({ id: 1011, label: 'Petit format', unitPriceCents: 120, minimumQuantity: 100, packMultiple: 50 }),
    anOption({ id: 1012, label: 'Grand format', unitPriceCents: 250, minimumQuantity: 50, packMultiple: 25 }),
  ],
})

export const paperBag = aProduct({
  id: 102,
  name: 'Sac papier luxe',
  reference: 'BAG-LX',
  categoryId: 2,
  options: [anOption({ id: 1021, label: 'Blanc', unitPriceCents: 90, minimumQuantity: 200, packMultiple: 100 })],
})

export const bottleCase = aProduct({
  id: 103,
  name: 'Étui bouteille',
  reference: 'ETU-BT',
  categoryId: 3,
  options: [anOption({ id: 1031, label: 'Standard', unitPriceCents: 300, minimumQuantity: 10, packMultiple: 10 })],
})

export const categories = [
  { id: 1, name: 'Boîtes', slug: 'boites' },
  { id: 2, name: 'Sacs', slug: 'sacs' },
  { id: 3, name: 'Étuis', slug: 'etuis' },
]

export function anOrderLine(id: number, product: MemoryProduct, quantity: number, status: LineStatus = 'pending', optionIndex = 0): MemoryOrderLine {
  const option = product.options[optionIndex]
  if (option === undefined) throw new Error(`${product.name} has no option ${optionIndex}`)
  const { active: _active, ...view } = option
  return {
    id,
    product: { id: product.id, name: product.name, reference: product.reference, imageUrl: product.imageUrl },
    option: view,
    quantity,
    status,
  }
}

export function anOrder(overrides: Partial<MemoryOrder> & Pick<MemoryOrder, 'id'>): MemoryOrder {
  const status: OrderStatus = overrides.status ?? 'pending_validation'
  return {
    number: `CMD-2026-${String(overrides.id).padStart(5, '0')}`,
    shopId: PARIS,
    status,
    createdAt: '2026-03-10T10:00:00.000Z',
    lines: [anOrderLine(overrides.id * 10, giftBox, 200)],
    deliveryShop: null,
    referencePo: null,
    comment: null,
    events: [{ id: overrides.id * 100, at: '2026-03-10T10:00:00.000Z', actor: 'Boutique Lemoine Paris', action: 'Commande passée', detail: '1 produit(s)' }],
    thresholds: { quantity: 500, amountCents: 50_000 },
    shippingFeeCents: 2_500,
    ...overrides,
  }
}

export function aPortalSeed(overrides: Partial<PortalSeed> = {}): PortalSeed {
  return {
    brands: [lemoine],
    shops,
    categories,
    products: [giftBox, paperBag, bottleCase],
    orders: [],
    now: () => new Date('2026-04-01T08:00:00.000Z'),
    ...overrides,
  }
}

/** The shop as the auth port reads it (GET /auth/current), for the session cache. */
export function shopSessionOf(shop: MemoryShop, seed: PortalSeed): Shop {
  const brand = seed.brands.find((candidate) => candidate.id === shop.brandId) ?? lemoine
  return {
    id: shop.id,
    identifiant: shop.identifiant,
    name: shop.name,
    email: shop.email,
    validator_id: shop.validatorId,
    is_validator: seed.shops.some((other) => other.validatorId === shop.id),
    brand: { id: brand.id, name: brand.name, franco_qty: brand.francoQty, franco_price: brand.francoPriceCents, shipping_fee: brand.shippingFeeCents },
  }
}
