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

export const PartnerWire = v.object({ name: v.string(), url: v.string(), logo: v.nullable(ImageWire) })
export type PartnerWire = v.InferOutput<typeof PartnerWire>
