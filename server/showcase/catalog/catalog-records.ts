import type { ImageView } from '../../platform/media/media.public'

export type CategoryRef = { slug: string; name: string }

/** What the back office typed for a page's head (decision 036); '' and null mean "derive it". */
export type SeoFields = { title: string; description: string; image: ImageView | null }

export type CategoryRecord = {
  id: number
  parentId: number | null
  slug: string
  name: string
  description: string
  image: ImageView | null
  updatedAt: Date
  seo: SeoFields
}

export type ProductCardRecord = {
  slug: string
  name: string
  excerpt: string
  image: ImageView | null
  category: CategoryRef
  subCategory: CategoryRef | null
}

export type ProductAttribute = { slug: string; name: string; values: { slug: string; label: string }[] }

export type ProductVariant = {
  id: number
  reference: string
  attributeValues: Record<string, string>
  widthMm: number | null
  heightMm: number | null
  depthMm: number | null
  image: ImageView | null
}

export type ProductDetail = ProductCardRecord & {
  descriptionHtml: string
  published: boolean
  seo: SeoFields
  updatedAt: Date
  attributes: ProductAttribute[]
  variants: ProductVariant[]
  minOrderQuantity: number | null
  leadTime: string
  finishes: string[]
}

export type Page<T> = { items: T[]; total: number }
export type Paging = { start: number; limit: number }
