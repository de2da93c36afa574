import * as v from 'valibot'
import { Count, Id, NullableText, QueryId, QueryInt, SearchText, SortOrder } from '../wire-primitives'
import { NullableCalendarDay, OptionWire } from './shared-shapes'

// The shop's catalogue (GET /api/categories, GET /api/customized-products): its brand's active
// products, each with its active options.

export const CategoryWire = v.object({ id: Id, name: v.string(), slug: v.string(), product_count: Count })
export type CategoryWire = v.InferOutput<typeof CategoryWire>

export const CategoriesWire = v.array(CategoryWire)
export type CategoriesWire = v.InferOutput<typeof CategoriesWire>

/** An option with the balance its brand keeps in stock; null when the brand keeps none (decision 077). */
export const CatalogOptionWire = v.object({ ...OptionWire.entries, stock: v.nullable(Count) })
export type CatalogOptionWire = v.InferOutput<typeof CatalogOptionWire>

export const ProductWire = v.object({
  id: Id,
  name: v.string(),
  reference: v.string(),
  description: NullableText,
  image_url: NullableText,
  category: v.nullable(v.object({ id: Id, name: v.string() })),
  options: v.array(CatalogOptionWire),
  /** The Paris day it would be delivered if ordered today (docs/decisions/075); null without a production time. */
  estimated_delivery: NullableCalendarDay,
  /** The day an option kept in the brand's stock would be delivered: the delivery days alone; null when the
   * brand keeps none of the product's options (docs/decisions/077-brand-stock.md). */
  estimated_delivery_from_stock: NullableCalendarDay,
})
export type ProductWire = v.InferOutput<typeof ProductWire>

/** One page of products; the total rides in x-total-count. */
export const ProductsWire = v.array(ProductWire)
export type ProductsWire = v.InferOutput<typeof ProductsWire>

export const PRODUCT_SORTS = ['name', 'reference', 'created_at'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** `_start/_limit/_sort/_order` plus the category and the search text, all optional. */
export const ProductsQuery = v.object({
  _start: v.optional(QueryInt),
  _limit: v.optional(QueryInt),
  _sort: v.optional(v.picklist(PRODUCT_SORTS)),
  _order: v.optional(SortOrder),
  category: v.optional(QueryId),
  q: v.optional(SearchText),
})
export type ProductsQuery = v.InferOutput<typeof ProductsQuery>
