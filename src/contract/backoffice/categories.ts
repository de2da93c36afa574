import * as v from 'valibot'
import { CATEGORY_SORTS } from './list-sorts'
import { CATALOG_MESSAGES as M } from '../../domain/messages/backoffice-messages'
import { Count, Id, QueryId } from '../wire-primitives'
import { RecordStampEntries, adminResource, sortedListQuery, versioned } from './backoffice-shapes'
import { chosenId, requiredText, slugOrEmpty } from './catalog-fields'

// E-commerce categories of the back office: GET/POST /admin/categories, GET/PUT/DELETE
// /admin/categories/{id}, GET /admin/categories/export.csv. Deleting one leaves its products uncategorised.

export const CategoryWire = v.object({
  id: Id,
  brand_id: Id,
  brand_name: v.string(),
  name: v.string(),
  slug: v.string(),
  product_count: Count,
  ...RecordStampEntries,
})
export type CategoryWire = v.InferOutput<typeof CategoryWire>
export const CategoriesWire = v.array(CategoryWire)

const categoryEntries = {
  brand_id: chosenId(M.brandRequired),
  name: requiredText(120, M.nameTooLong),
  /** Left empty: made from the name (src/domain/slug.ts). */
  slug: slugOrEmpty(M),
}

export const CATEGORIES = adminResource('/admin/categories', 'category', versioned(CategoryWire, categoryEntries))
export const { createBody: CategoryBody, updateBody: CategoryUpdateBody } = CATEGORIES
export type CategoryBody = v.InferOutput<typeof CategoryBody>
export type CategoryUpdateBody = v.InferOutput<typeof CategoryUpdateBody>

export type CategorySort = (typeof CATEGORY_SORTS)[number]

export const CategoryListQuery = sortedListQuery(CATEGORY_SORTS, { brand_id: v.optional(QueryId) })
export type CategoryListQuery = v.InferOutput<typeof CategoryListQuery>
