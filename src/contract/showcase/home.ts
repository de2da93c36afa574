import * as v from 'valibot'
import { Id } from '../wire-primitives'
import { ImageWire, PartnerWire, ProductCardWire } from './shared-shapes'

// What every public page reads (the layout's category tree and partners) and the home page's blocks.
// The home page's JavaScript budget carries this module: the other pages' shapes live in their own
// modules (catalog, blog, jobs, content, submissions), loaded with the pages that read them.

export const HOME_BLOCK_TYPES = ['hero', 'text_image', 'product_highlight', 'partners', 'call_to_action'] as const

const LinkWire = v.object({ label: v.string(), href: v.string() })

/** `products` is filled for product_highlight only, `partners` for partners only; else empty. */
export const HomeBlockWire = v.object({
  id: Id,
  type: v.picklist(HOME_BLOCK_TYPES),
  position: v.number(),
  title: v.string(),
  subtitle: v.nullable(v.string()),
  body_html: v.nullable(v.string()),
  image: v.nullable(ImageWire),
  link: v.nullable(LinkWire),
  secondary_link: v.nullable(LinkWire),
  products: v.array(ProductCardWire),
  partners: v.array(PartnerWire),
})
export type HomeBlockWire = v.InferOutput<typeof HomeBlockWire>

/** GET /api/home-blocks, ordered by position. */
export const HomeBlocksWire = v.array(HomeBlockWire)
export type HomeBlocksWire = v.InferOutput<typeof HomeBlocksWire>

/** GET /api/partners, in their display order. */
export const PartnersWire = v.array(PartnerWire)
export type PartnersWire = v.InferOutput<typeof PartnersWire>

export const CategoryLeafWire = v.object({
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  image: v.nullable(ImageWire),
})
export type CategoryLeafWire = v.InferOutput<typeof CategoryLeafWire>

/** A category of the menu with its published products (its subcategories' included; decision 046). */
export const CountedCategoryWire = v.object({ ...CategoryLeafWire.entries, product_count: v.number() })
export type CountedCategoryWire = v.InferOutput<typeof CountedCategoryWire>

/** GET /api/categories: two levels, categories and their subcategories; a subcategory without product is left out. */
export const CategoryTreeWire = v.array(
  v.object({ ...CountedCategoryWire.entries, children: v.array(CountedCategoryWire) }),
)
export type CategoryTreeWire = v.InferOutput<typeof CategoryTreeWire>
