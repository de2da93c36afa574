import * as v from 'valibot'
import { Id } from '../wire-primitives'
import { CategoryLeafWire } from './home'
import { CategoryRefWire, ImageWire, ProductCardWire, SeoWire } from './shared-shapes'

// Category and product pages (GET /api/categories/{slug}, /api/products, /api/products/{slug}).

/** A category with the products of its own and of its subcategories. */
export const CategoryPageWire = v.object({
  ...CategoryLeafWire.entries,
  parent: v.nullable(CategoryRefWire),
  children: v.array(CategoryRefWire),
  products: v.array(ProductCardWire),
  seo: SeoWire,
})
export type CategoryPageWire = v.InferOutput<typeof CategoryPageWire>

/** GET /api/products: one page of cards, the total in `x-total-count`. */
export const ProductCardsWire = v.array(ProductCardWire)
export type ProductCardsWire = v.InferOutput<typeof ProductCardsWire>

/** Shown "En bref" on the product page (decision 045); null, '' and [] mean "not said". */
const ProductEssentialsWireEntries = {
  /** In pieces. */
  min_order_quantity: v.nullable(v.number()),
  /** A short text, e.g. "3 à 4 semaines". */
  lead_time: v.string(),
  finishes: v.array(v.string()),
}

const AttributeValueWire = v.object({ slug: v.string(), label: v.string() })

const Millimetres = v.nullable(v.number())

export const ProductVariantWire = v.object({
  id: Id,
  reference: v.string(),
  /** attribute slug -> value slug */
  attribute_values: v.record(v.string(), v.string()),
  width_mm: Millimetres,
  height_mm: Millimetres,
  depth_mm: Millimetres,
  image: v.nullable(ImageWire),
})
export type ProductVariantWire = v.InferOutput<typeof ProductVariantWire>

/** `attributes` lists only the attributes and values that its variants use. */
export const ProductWire = v.object({
  slug: v.string(),
  name: v.string(),
  excerpt: v.string(),
  description_html: v.string(),
  category: CategoryRefWire,
  sub_category: v.nullable(CategoryRefWire),
  /** As on its card: the product's own image, else its first variant's, else none. */
  image: v.nullable(ImageWire),
  attributes: v.array(v.object({ slug: v.string(), name: v.string(), values: v.array(AttributeValueWire) })),
  variants: v.array(ProductVariantWire),
  ...ProductEssentialsWireEntries,
  seo: SeoWire,
})
export type ProductWire = v.InferOutput<typeof ProductWire>
