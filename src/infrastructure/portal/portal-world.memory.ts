import type { OrderEvent } from '../../application/ports/order-gateway'
import type { Address, DeliveryShop, ProductOption, ProductSummary } from '../../application/ports/portal-data'
import type { FrancoThresholds } from '../../domain/franco'
import type { LineStatus, OrderStatus } from '../../domain/order-status'
import { pageToRange, type SortDirection } from '../../domain/paging'

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
  /** Who the memory gateways act as; null reads as an ended session. */
  currentShopId: number | null
  readonly now: () => Date
  readonly nextId: () => number
}

const FIRST_GENERATED_ID = 1000

export function createPortalWorld(seed: PortalSeed): PortalWorld {
  let counter = FIRST_GENERATED_ID
  return {
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
    now: seed.now ?? (() => new Date()),
    nextId: () => {
      counter += 1
      return counter
    },
  }
}

/** A failure as the server would answer it: a status and its French message. */
export type Failure = { readonly ok: false; readonly status: number; readonly message: string }
export type Outcome<A> = { readonly ok: true; readonly value: A } | Failure

export const NOT_FOUND_MESSAGE = 'Ressource introuvable.'

export const ok = <A>(value: A): Outcome<A> => ({ ok: true, value })
export const fail = (status: number, message: string): Failure => ({ ok: false, status, message })
export const notFound = (): Failure => fail(404, NOT_FOUND_MESSAGE)

/** A list request once its query string is read: window, sort and the remaining filters. */
export type ListWindow = {
  readonly start: number
  readonly limit: number
  readonly sort: string | null
  readonly order: SortDirection
  readonly filters: Readonly<Record<string, string>>
}

const WINDOW_KEYS = ['_start', '_limit', '_sort', '_order', 'page', 'per_page']

function count(text: string | undefined, fallback: number): number {
  const value = Number(text)
  return text !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback
}

function windowOf(query: Readonly<Record<string, string>>, start: number, limit: number): ListWindow {
  const filters = Object.fromEntries(Object.entries(query).filter(([key]) => !WINDOW_KEYS.includes(key)))
  return { start, limit, sort: query._sort ?? null, order: query._order === 'ASC' ? 'ASC' : 'DESC', filters }
}

/** Reads `_start/_limit/_sort/_order` (the range dialect). */
export function rangeWindow(query: Readonly<Record<string, string>>): ListWindow {
  return windowOf(query, count(query._start, 0), count(query._limit, 10))
}

/** Reads `page/per_page/_sort/_order` (the page dialect, 1-based). */
export function pageWindow(query: Readonly<Record<string, string>>): ListWindow {
  const { start, limit } = pageToRange(count(query.page, 1), count(query.per_page, 10))
  return windowOf(query, start, limit)
}

export function sliceWindow<A>(items: readonly A[], window: ListWindow): { items: A[]; total: number } {
  return { items: items.slice(window.start, window.start + window.limit), total: items.length }
}

export function compareBy<A>(key: (item: A) => string | number, order: SortDirection): (a: A, b: A) => number {
  const sign = order === 'ASC' ? 1 : -1
  return (a, b) => {
    const left = key(a)
    const right = key(b)
    if (left === right) return 0
    return (typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right), 'fr')) * sign
  }
}

export function deliveryShopOf(shop: MemoryShop): DeliveryShop {
  return { id: shop.id, name: shop.name, address: shop.address }
}

export function brandOf(world: PortalWorld, shop: MemoryShop): MemoryBrand | undefined {
  return world.brands.get(shop.brandId)
}

export function thresholdsOf(brand: MemoryBrand | undefined): FrancoThresholds {
  return { quantity: brand?.francoQty ?? null, amountCents: brand?.francoPriceCents ?? null }
}
