import type { CategoryPageWire, ProductWire } from '../../../src/contract/showcase/catalog'
import type { CategoryLeafWire, CategoryTreeWire, CountedCategoryWire } from '../../../src/contract/showcase/home'
import type { CategoryRefWire, ProductCardWire } from '../../../src/contract/showcase/shared-shapes'
import type { CategoryRecord, CategoryRef, ProductCardRecord, ProductDetail } from './catalog-records'
import type { CategoryDetail, CategoryNode, CountedCategory } from './catalog.use-cases'
import { sanitizeRichText } from '../../platform/shared/rich-text'

// The contract's shapes (src/contract/storefront): snake_case on the wire.

export const presentRef = (ref: CategoryRef): CategoryRefWire => ({ slug: ref.slug, name: ref.name })

const presentCategoryBase = (category: CategoryRecord): CategoryLeafWire => ({
  slug: category.slug,
  name: category.name,
  description: category.description,
  image: category.image,
})

const presentCounted = (category: CountedCategory): CountedCategoryWire => ({
  ...presentCategoryBase(category),
  product_count: category.productCount,
})

export const presentCategoryTree = (tree: CategoryNode[]): CategoryTreeWire =>
  tree.map((node) => ({ ...presentCounted(node), children: node.children.map(presentCounted) }))

export const presentCategory = (category: CategoryDetail): CategoryPageWire => ({
  ...presentCategoryBase(category),
  parent: category.parent === null ? null : presentRef(category.parent),
  children: category.children.map(presentRef),
  products: category.products.map(presentProductCard),
  seo: { ...category.seo },
})

export const presentProductCard = (card: ProductCardRecord): ProductCardWire => ({
  slug: card.slug,
  name: card.name,
  excerpt: card.excerpt,
  image: card.image,
  category: presentRef(card.category),
  sub_category: card.subCategory === null ? null : presentRef(card.subCategory),
})

export const presentProduct = (product: ProductDetail): ProductWire => ({
  slug: product.slug,
  name: product.name,
  excerpt: product.excerpt,
  // Sanitised on read as well as on write (decision 036).
  description_html: sanitizeRichText(product.descriptionHtml),
  category: presentRef(product.category),
  sub_category: product.subCategory === null ? null : presentRef(product.subCategory),
  image: product.image,
  attributes: product.attributes.map((attribute) => ({
    slug: attribute.slug,
    name: attribute.name,
    values: attribute.values.map((value) => ({ slug: value.slug, label: value.label })),
  })),
  variants: product.variants.map((variant) => ({
    id: variant.id,
    reference: variant.reference,
    attribute_values: { ...variant.attributeValues },
    width_mm: variant.widthMm,
    height_mm: variant.heightMm,
    depth_mm: variant.depthMm,
    image: variant.image,
  })),
  min_order_quantity: product.minOrderQuantity,
  lead_time: product.leadTime,
  finishes: [...product.finishes],
  seo: { ...product.seo },
})
