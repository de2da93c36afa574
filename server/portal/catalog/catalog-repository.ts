import type { ProductSort } from '../../../src/contract/portal/catalog'
import type { PriceTier } from '../../../src/domain/price-tiers'
import type { CalendarDay } from '../../../src/domain/working-days'
import type { QuantityRule } from '../../../src/domain/quantity-rules'
import type { QuickOrderProduct } from '../../../src/domain/quick-order'

export type CatalogOption = {
  id: number
  label: string
  /** The effective book's unit price and breaks for the caller's brand today (docs/decisions/075). */
  unitPrice: number
  priceTiers: readonly PriceTier[]
  minimumQuantity: number
  packMultiple: number
  /** "BAT requis" (docs/decisions/076-proof-approval.md). */
  proofRequired: boolean
}

/** With the balance the caller's brand keeps of it; null without an account (docs/decisions/077-brand-stock.md). */
export type CatalogStockOption = CatalogOption & { stock: number | null }

export type CatalogProduct = {
  id: number
  name: string
  reference: string
  description: string | null
  imageUrl: string | null
  category: { id: number; name: string } | null
  options: CatalogStockOption[]
  /** The Paris day it would arrive if ordered now; null without a production time (docs/decisions/075). */
  estimatedDelivery: CalendarDay | null
  /** The same day for an option kept in the brand's stock: no production days; null when none is kept (077). */
  estimatedDeliveryFromStock: CalendarDay | null
}

export type CategorySummary = { id: number; name: string; slug: string; productCount: number }

export type ProductQuery = {
  start: number
  limit: number
  sort: ProductSort
  order: 'ASC' | 'DESC'
  categoryId: number | null
  text: string | null
}

export type OrderableOption = { productId: number; optionId: number; rule: QuantityRule }

// Every method is scoped by the calling shop: a shop only ever sees its brand's active products.
export type PortalCatalogRepository = {
  listCategories(shopId: number): Promise<CategorySummary[]>
  listProducts(shopId: number, query: ProductQuery, now: Date): Promise<{ items: CatalogProduct[]; total: number }>
  // An active option of an active product of the shop's brand, else null.
  findOrderableOption(shopId: number, productId: number, optionId: number): Promise<OrderableOption | null>
  // Quick order: the brand's products whose reference, upper-cased, is one of `keys`, active or not,
  // with all their options in the catalogue's order (option id).
  findByReferenceKeys(shopId: number, keys: readonly string[]): Promise<QuickOrderProduct[]>
}
