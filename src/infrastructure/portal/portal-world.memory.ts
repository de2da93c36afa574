import { Effect } from 'effect'
import type { OrderEvent } from '../../application/ports/order-gateway'
import type { Address, DeliveryShop, ProductOption, ProductSummary } from '../../application/ports/portal-data'
import type { FrancoThresholds } from '../../domain/franco'
import type { LineStatus, OrderStatus } from '../../domain/order-status'

// The state behind the portal's in-memory twins: what the server's tables hold, in plain maps.
// The same world also drives the msw stand-in of the tests, so the rules exist once.

export type MemoryBrand = {
  readonly id: number
  readonly name: string
  readonly francoQty: number | null
  readonly francoPriceCents: number | null
  readonly shippingFeeCents: number
  readonly ecommerceUrl: string | null
}

export type MemoryShop = {
  readonly id: number
  readonly identifiant: string
  password: string
  readonly name: string
  readonly email: string
  readonly brandId: number
  readonly validatorId: number | null
  readonly address: Address
}

export type MemoryCategory = { readonly id: number; readonly name: string; readonly slug: string }

export type MemoryOption = ProductOption & { readonly active: boolean }

export type MemoryProduct = {
  readonly id: number
  readonly brandId: number
  readonly categoryId: number | null
  readonly name: string
  readonly reference: string
  readonly description: string | null
  readonly imageUrl: string | null
  readonly active: boolean
  readonly createdAt: string
  readonly options: readonly MemoryOption[]
}

export type MemoryCartLine = { readonly id: number; readonly productId: number; readonly optionId: number; quantity: number }

export type MemoryCart = {
  readonly id: number
  readonly shopId: number
  lines: MemoryCartLine[]
  deliveryShopId: number | null
  referencePo: string | null
  comment: string | null
}

export type MemoryOrderLine = {
  readonly id: number
  readonly product: ProductSummary
  readonly option: ProductOption
  quantity: number
  status: LineStatus
}

export type MemoryOrder = {
  readonly id: number
  readonly number: string
  readonly shopId: number
  status: OrderStatus
  readonly createdAt: string
  lines: MemoryOrderLine[]
  readonly deliveryShop: DeliveryShop | null
  readonly referencePo: string | null
  readonly comment: string | null
  readonly events: OrderEvent[]
  readonly thresholds: FrancoThresholds
  readonly shippingFeeCents: number
}

export type MemoryMail = { readonly to: string; readonly subject: string; readonly link: string }

export type PortalSeed = {
  readonly brands: readonly MemoryBrand[]
  readonly shops: readonly MemoryShop[]
  readonly categories: readonly MemoryCategory[]
  readonly products: readonly MemoryProduct[]
  readonly orders?: readonly MemoryOrder[]
  /** The clock of every date the world writes (orders, events, reset links). */
  readonly now?: () => Date
}

export type PortalWorld = {
  readonly brands: Map<number, MemoryBrand>
  readonly shops: Map<number, MemoryShop>
  readonly categories: readonly MemoryCategory[]
  readonly products: Map<number, MemoryProduct>
  /** The open cart of each shop, by shop id; created on first use. */
  readonly carts: Map<number, MemoryCart>
  readonly orders: Map<number, MemoryOrder>
  readonly resetTokens: Map<string, { shopId: number; used: boolean; expiresAt: number }>
  readonly mails: MemoryMail[]
  /** Who the memory gateways act as when signedInShop is left as is; null reads as an ended session. */
  currentShopId: number | null
  /** Where the gateways learn who calls: currentShopId by default, the stored token set if wired so. */
  signedInShop: () => Effect.Effect<number | null>
  readonly now: () => Date
  readonly nextId: () => number
}

const FIRST_GENERATED_ID = 1000

export function createPortalWorld(seed: PortalSeed): PortalWorld {
  let counter = FIRST_GENERATED_ID
  const world: PortalWorld = {
    brands: new Map(seed.brands.map((brand) => [brand.id, brand])),
    // Copied so that a password change never leaks into the caller's seed object.
    shops: new Map(seed.shops.map((shop) => [shop.id, { ...shop }])),
    categories: seed.categories,
    products: new Map(seed.products.map((product) => [product.id, product])),
    carts: new Map(),
    orders: new Map((seed.orders ?? []).map((order) => [order.id, structuredClone(order)])),
    resetTokens: new Map(),
    mails: [],
    currentShopId: null,
    signedInShop: () => Effect.sync(() => world.currentShopId),
    now: seed.now ?? (() => new Date()),
    nextId: () => {
      counter += 1
      return counter
    },
  }
  return world
}

/** A failure as the server would answer it: a status and its French message. */
export type Failure = { readonly ok: false; readonly status: number; readonly message: string }
export type Outcome<A> = { readonly ok: true; readonly value: A } | Failure

export const NOT_FOUND_MESSAGE = 'Ressource introuvable.'

export const ok = <A>(value: A): Outcome<A> => ({ ok: true, value })
export const fail = (status: number, message: string): Failure => ({ ok: false, status, message })
export const notFound = (): Failure => fail(404, NOT_FOUND_MESSAGE)

export function deliveryShopOf(shop: MemoryShop): DeliveryShop {
  return { id: shop.id, name: shop.name, address: shop.address }
}

export function brandOf(world: PortalWorld, shop: MemoryShop): MemoryBrand | undefined {
  return world.brands.get(shop.brandId)
}

export function thresholdsOf(brand: MemoryBrand | undefined): FrancoThresholds {
  return { quantity: brand?.francoQty ?? null, amountCents: brand?.francoPriceCents ?? null }
}
