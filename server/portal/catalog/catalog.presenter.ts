import type { CategoryWire, ProductWire } from '../../../src/contract/portal/catalog'
import type { PriceTier } from '../../../src/domain/price-tiers'
import {
  type OptionWire,
  type PriceTierWire,
  type ProductSummaryWire,
  tiersToWire,
} from '../../../src/contract/portal/shared-shapes'
import type { CatalogOption, CatalogProduct, CategorySummary } from './catalog-repository'

// The catalogue's answers, typed by the contract (src/contract/portal/catalog.ts).

export function presentOption(option: CatalogOption): OptionWire {
  return {
    id: option.id,
    label: option.label,
    unit_price: option.unitPrice,
    price_tiers: presentTiers(option.priceTiers),
    minimum_quantity: option.minimumQuantity,
    pack_multiple: option.packMultiple,
    proof_required: option.proofRequired,
  }
}

/** The domain's breaks (src/domain/price-tiers.ts) as the wire names them. */
export function presentTiers(tiers: readonly PriceTier[]): PriceTierWire[] {
  return tiersToWire(tiers)
}

type Summary = { id: number; name: string; reference: string; imageUrl: string | null }

export function presentProductSummary(product: Summary): ProductSummaryWire {
  return { id: product.id, name: product.name, reference: product.reference, image_url: product.imageUrl }
}

export function presentPortalProduct(product: CatalogProduct): ProductWire {
  return {
    id: product.id,
    name: product.name,
    reference: product.reference,
    description: product.description,
    image_url: product.imageUrl,
    category: product.category,
    options: product.options.map((option) => ({ ...presentOption(option), stock: option.stock })),
    estimated_delivery: product.estimatedDelivery,
    estimated_delivery_from_stock: product.estimatedDeliveryFromStock,
  }
}

export function presentPortalCategory(category: CategorySummary): CategoryWire {
  return { id: category.id, name: category.name, slug: category.slug, product_count: category.productCount }
}
