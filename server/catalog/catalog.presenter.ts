import type { CatalogOption, CatalogProduct, CategorySummary } from './catalog-repository'

// Shapes of docs/api-contract-portal.md (snake_case on the wire).

export function presentOption(option: CatalogOption) {
  return {
    id: option.id,
    label: option.label,
    unit_price: option.unitPrice,
    minimum_quantity: option.minimumQuantity,
    pack_multiple: option.packMultiple,
  }
}

export function presentProductSummary(product: { id: number; name: string; reference: string; imageUrl: string | null }) {
  return { id: product.id, name: product.name, reference: product.reference, image_url: product.imageUrl }
}

export function presentProduct(product: CatalogProduct) {
  return {
    id: product.id,
    name: product.name,
    reference: product.reference,
    description: product.description,
    image_url: product.imageUrl,
    category: product.category,
    options: product.options.map(presentOption),
  }
}

export function presentCategory(category: CategorySummary) {
  return { id: category.id, name: category.name, slug: category.slug, product_count: category.productCount }
}
