import * as v from 'valibot'
import { CATEGORY_SORTS } from './list-sorts'
import { CATALOG_MESSAGES as M } from '../../domain/messages/backoffice-messages'
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../../domain/slug'
import { Count, Id, IsoInstant, QueryId, oneLineChars } from '../wire-primitives'
import { AdminListQueryEntries, VersionEntries, type AdminResource } from './backoffice-shapes'
import { chosenId, requiredText } from './catalog-fields'

// E-commerce categories of the back office: GET/POST /admin/categories, GET/PUT/DELETE
// /admin/categories/{id}, GET /admin/categories/export.csv. Deleting one leaves its products uncategorised.

export const CategoryWire = v.object({
  id: Id,
  brand_id: Id,
  brand_name: v.string(),
  name: v.string(),
  slug: v.string(),
  product_count: Count,
  version: Id,
  created_at: IsoInstant,
  updated_at: IsoInstant,
})
export type CategoryWire = v.InferOutput<typeof CategoryWire>
export const CategoriesWire = v.array(CategoryWire)

export const CategoryBody = v.object({
  brand_id: chosenId(M.brandRequired),
  name: requiredText(120, M.nameTooLong),
  /** Left empty: made from the name (src/domain/slug.ts). */
  slug: v.optional(
    v.pipe(
      v.nullable(v.string(M.slugInvalid)),
      v.transform((text) => (text ?? '').trim()),
      oneLineChars(),
      v.maxLength(MAX_SLUG_LENGTH, M.slugTooLong),
      v.check((text) => text === '' || SLUG_PATTERN.test(text), M.slugInvalid),
    ),
    '',
  ),
})
export type CategoryBody = v.InferOutput<typeof CategoryBody>

export const CategoryUpdateBody = v.object({ ...CategoryBody.entries, ...VersionEntries })
export type CategoryUpdateBody = v.InferOutput<typeof CategoryUpdateBody>

export type CategorySort = (typeof CATEGORY_SORTS)[number]

export const CategoryListQuery = v.object({
  ...AdminListQueryEntries,
  _sort: v.optional(v.picklist(CATEGORY_SORTS)),
  brand_id: v.optional(QueryId),
})
export type CategoryListQuery = v.InferOutput<typeof CategoryListQuery>

export const CATEGORIES: AdminResource<typeof CategoryWire, typeof CategoryBody, typeof CategoryUpdateBody> = {
  path: '/admin/categories',
  entity: 'category',
  item: CategoryWire,
  createBody: CategoryBody,
  updateBody: CategoryUpdateBody,
}
