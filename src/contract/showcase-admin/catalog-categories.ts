import * as v from 'valibot'
import { CATALOG_ADMIN_MESSAGES as M } from '../../domain/messages/showcase-admin-messages'
import { AdminListQuery, withVersion, RecordStampEntries, storefrontResource } from '../backoffice/backoffice-shapes'
import { Blank, chosenId, requiredText, textOrEmpty } from '../backoffice/catalog-fields'
import { Id } from '../wire-primitives'
import { optionalSlug, positionField, SeoWireEntries, seoEntries } from './catalog-admin-fields'
import { optionalMediaId } from './home-fields'

// Categories of the showcase back office (decision 036): GET/POST /admin/categories, GET/PUT/DELETE
// /admin/categories/{id}. The list is the WHOLE tree read as a flat list, depth first (siblings by
// position then id), each row with its `depth` (0 for a root) and `parent_id`: a tree of a few dozen
// categories is shown at once, indented, so the list takes `q` but no paging (x-total-count is sent).

export const CategoryAdminWire = v.object({
  id: Id,
  parent_id: v.nullable(Id),
  depth: v.number(),
  position: v.number(),
  name: v.string(),
  slug: v.string(),
  description: v.string(),
  image_id: v.nullable(Id),
  ...SeoWireEntries,
  child_count: v.number(),
  product_count: v.number(),
  ...RecordStampEntries,
})
export type CategoryAdminWire = v.InferOutput<typeof CategoryAdminWire>

const categoryEntries = {
  name: requiredText(120, M.nameTooLong),
  slug: optionalSlug(),
  parent_id: v.optional(v.union([Blank, chosenId(M.parentUnknown)], M.parentUnknown), null),
  description: textOrEmpty(20_000, M.descriptionTooLong, true),
  image_id: optionalMediaId(M.imageUnknown),
  position: positionField(),
  ...seoEntries,
}

export const CategoryBody = v.object(categoryEntries)
export type CategoryBody = v.InferOutput<typeof CategoryBody>
export const CategoryUpdateBody = withVersion(categoryEntries)
export type CategoryUpdateBody = v.InferOutput<typeof CategoryUpdateBody>
export const CategoryListQuery = AdminListQuery

export const SHOWCASE_CATEGORIES = storefrontResource('/admin/categories', 'vitrine_category', {
  item: CategoryAdminWire,
  createBody: CategoryBody,
  updateBody: CategoryUpdateBody,
})
