import type { MemoryOption, MemoryOrder, MemoryProduct, MemoryShop, PortalSeed } from './portal-world.memory'

// Demo data in the spirit of decisions §8, for tests and screens run against the memory twins:
// Maison Lemoine (franco 500 units or 500,00 € HT, shipping 25,00 €) with boutique-lyon (orders
// directly), boutique-paris (validated by siege-lemoine); another brand to prove isolation.

export const DEMO_PASSWORD = 'Demo2026!'
export const LEMOINE = 1
export const VOISIN = 2
export const LYON = 11
export const PARIS = 12
export const SIEGE = 13
export const NANTES = 21
export const PENDING_ORDER = 501

const address = (line1: string, postalCode: string, city: string) => ({ line1, postalCode, city, country: 'FR' })

function shop(id: number, identifiant: string, name: string, brandId: number, validatorId: number | null, city: string): MemoryShop {
  return { id, identifiant, password: DEMO_PASSWORD, name, email: `${identifiant}@example.fr`, brandId, validatorId, address: address(`${id} rue du Commerce`, '69001', city) }
}

const option = (id: number, label: string, unitPriceCents: number, minimumQuantity: number, packMultiple: number, active = true): MemoryOption => ({
  id,
  label,
  unitPriceCents,
  minimumQuantity,
  packMultiple,
  active,
})

function product(id: number, brandId: number, categoryId: number, name: string, options: MemoryOption[], active = true): MemoryProduct {
  return {
    id,
    brandId,
    categoryId,
    name,
    reference: `REF-${id}`,
    description: `${name} personnalisé à votre marque.`,
    imageUrl: null,
    active,
    createdAt: `2026-01-${String(10 + (id % 20)).padStart(2, '0')}T09:00:00.000Z`,
    options,
  }
}

export const DEMO_PRODUCTS: readonly MemoryProduct[] = [
  product(101, LEMOINE, 1, 'Boîte à macarons', [option(1011, 'Petit format', 120, 100, 50), option(1012, 'Grand format', 180, 100, 50)]),
  product(102, LEMOINE, 1, 'Coffret chocolats', [option(1021, 'Impression une couleur', 250, 50, 25), option(1022, 'Dorure', 320, 50, 25)]),
  product(103, LEMOINE, 2, 'Sac kraft', [option(1031, 'S', 40, 200, 100), option(1032, 'M', 55, 200, 100), option(1033, 'L', 70, 200, 100, false)]),
  product(104, LEMOINE, 2, 'Sac papier luxe', [option(1041, 'Poignées ruban', 95, 100, 50), option(1042, 'Poignées cordelette', 85, 100, 50)]),
  product(105, LEMOINE, 3, 'Ruban satin', [option(1051, 'Rouleau 25 m', 600, 10, 5), option(1052, 'Rouleau 50 m', 1100, 10, 5)]),
  product(106, LEMOINE, 3, 'Étiquette adhésive', [option(1061, 'Ronde', 8, 500, 250), option(1062, 'Ovale', 9, 500, 250)]),
  product(107, LEMOINE, 3, 'Étui ancien modèle', [option(1071, 'Unique', 100, 1, 1)], false),
  product(201, VOISIN, 1, 'Boîte pâtissière Voisin', [option(2011, 'Unique', 150, 50, 10)]),
]

export const DEMO_PENDING_ORDER: MemoryOrder = {
  id: PENDING_ORDER,
  number: 'CMD-2026-00501',
  shopId: PARIS,
  status: 'pending_validation',
  createdAt: '2026-02-03T10:00:00.000Z',
  lines: [
    { id: 5011, product: { id: 101, name: 'Boîte à macarons', reference: 'REF-101', imageUrl: null }, option: { id: 1011, label: 'Petit format', unitPriceCents: 120, minimumQuantity: 100, packMultiple: 50 }, quantity: 150, status: 'pending' },
    { id: 5012, product: { id: 103, name: 'Sac kraft', reference: 'REF-103', imageUrl: null }, option: { id: 1031, label: 'S', unitPriceCents: 40, minimumQuantity: 200, packMultiple: 100 }, quantity: 300, status: 'pending' },
    { id: 5013, product: { id: 105, name: 'Ruban satin', reference: 'REF-105', imageUrl: null }, option: { id: 1051, label: 'Rouleau 25 m', unitPriceCents: 600, minimumQuantity: 10, packMultiple: 5 }, quantity: 10, status: 'pending' },
  ],
  deliveryShop: { id: PARIS, name: 'Boutique Paris', address: address(`${PARIS} rue du Commerce`, '69001', 'Paris') },
  referencePo: 'PO-PARIS-1',
  comment: null,
  events: [{ id: 5019, at: '2026-02-03T10:00:00.000Z', actor: 'Boutique Paris', action: 'Commande passée', detail: '3 produit(s)' }],
  thresholds: { quantity: 500, amountCents: 50_000 },
  shippingFeeCents: 2500,
}

export function demoPortalSeed(overrides: Partial<PortalSeed> = {}): PortalSeed {
  return {
    brands: [
      { id: LEMOINE, name: 'Maison Lemoine', francoQty: 500, francoPriceCents: 50_000, shippingFeeCents: 2500, ecommerceUrl: 'https://boutique.maison-lemoine.fr/sso' },
      { id: VOISIN, name: 'Atelier Voisin', francoQty: null, francoPriceCents: null, shippingFeeCents: 1900, ecommerceUrl: null },
    ],
    shops: [
      shop(LYON, 'boutique-lyon', 'Boutique Lyon', LEMOINE, null, 'Lyon'),
      shop(PARIS, 'boutique-paris', 'Boutique Paris', LEMOINE, SIEGE, 'Paris'),
      shop(SIEGE, 'siege-lemoine', 'Siège Lemoine', LEMOINE, null, 'Paris'),
      shop(NANTES, 'boutique-nantes', 'Boutique Nantes', VOISIN, null, 'Nantes'),
    ],
    categories: [
      { id: 1, name: 'Boîtes', slug: 'boites' },
      { id: 2, name: 'Sacs', slug: 'sacs' },
      { id: 3, name: 'Finitions', slug: 'finitions' },
    ],
    products: DEMO_PRODUCTS,
    orders: [DEMO_PENDING_ORDER],
    ...overrides,
  }
}
