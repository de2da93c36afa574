import type { CatalogOption } from '../catalog/catalog.public'
import type { CalendarDay } from '../../../src/domain/working-days'
import type { CommercialTerms } from '../pricing/pricing.public'

export type Address = { line1: string; postalCode: string; city: string; country: string }

export type DeliveryShop = { id: number; name: string; address: Address }

// An order's event as written: when a cart becomes an order (here), then at each change validation/ makes.
export type NewOrderEvent = {
  actorShopId: number
  actorLabel: string
  action: string
  detail: string | null
  /** The head office's reason for a refusal (decision 074). */
  reason?: string | null
  at: Date
}

export type ProductSummary = { id: number; name: string; reference: string; imageUrl: string | null }

export type CartLineView = {
  id: number
  product: ProductSummary
  /** With the book its brand pays today (docs/decisions/075-price-tiers-price-lists-lead-times.md). */
  option: CatalogOption
  quantity: number
  /** The artwork a "BAT requis" line prints; null: "fichier à venir" (docs/decisions/076-proof-approval.md). */
  artwork: { id: number; fileName: string } | null
  /** The Paris day the line would arrive if ordered now; null when its product has no production time. */
  estimatedDelivery: CalendarDay | null
  /** The brand's balance of the option; null when it keeps none. Not null: the line ships from stock (077). */
  stock: number | null
}

export type CartView = {
  id: number
  lines: CartLineView[]
  deliveryShop: DeliveryShop | null
  referencePo: string | null
  comment: string | null
  terms: CommercialTerms
}

export type CartDetails = { deliveryShopId: number; referencePo?: string | null; comment?: string | null }
