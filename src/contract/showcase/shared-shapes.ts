import * as v from 'valibot'
import { Count } from '../wire-primitives'

// Shapes that several Storefront API answers share. Imported by the home page's chunk: only the
// small shapes every public page reads belong here.

/** `src` is the largest WebP rendition, `srcset` lists them all; the size is that of `src`. */
export const ImageWire = v.object({ src: v.string(), srcset: v.string(), width: Count, height: Count, alt: v.string() })
export type ImageWire = v.InferOutput<typeof ImageWire>

export const CategoryRefWire = v.object({ slug: v.string(), name: v.string() })
export type CategoryRefWire = v.InferOutput<typeof CategoryRefWire>

export const ProductCardWire = v.object({
  slug: v.string(),
  name: v.string(),
  excerpt: v.string(),
  image: v.nullable(ImageWire),
  category: CategoryRefWire,
  sub_category: v.nullable(CategoryRefWire),
})
export type ProductCardWire = v.InferOutput<typeof ProductCardWire>

/** `url` is null when the partner has no site to link to (decision 046). */
export const PartnerWire = v.object({ name: v.string(), url: v.nullable(v.string()), logo: v.nullable(ImageWire) })
export type PartnerWire = v.InferOutput<typeof PartnerWire>

/**
 * What the back office's SEO fields say of a page (decision 036): '' and null mean "derive it from the
 * content". The page's head reads them (decision 048: the head comes from the routes alone).
 */
export const SeoWire = v.object({ title: v.string(), description: v.string(), image: v.nullable(ImageWire) })
export type SeoWire = v.InferOutput<typeof SeoWire>
