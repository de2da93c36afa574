import type { CatalogOption } from '../catalog/catalog.public'

export type Address = { line1: string; postalCode: string; city: string; country: string }

export type DeliveryShop = { id: number; name: string; address: Address }

// What a brand charges: franco thresholds (null or 0 = not configured) and the shipping fee; with the
// VAT rate of the settings (a cart) or the one snapshot when the order was placed (an order).
export type CommercialTerms = {
  francoQty: number | null
  francoPrice: number | null
  shippingFee: number
  vatRatePercent: number
}

export type ProductSummary = { id: number; name: string; reference: string; imageUrl: string | null }

export type CartLineView = { id: number; product: ProductSummary; option: CatalogOption; quantity: number }

export type CartView = {
  id: number
  lines: CartLineView[]
  deliveryShop: DeliveryShop | null
  referencePo: string | null
  comment: string | null
  terms: CommercialTerms
}

export type CartDetails = { deliveryShopId: number; referencePo?: string | null; comment?: string | null }
