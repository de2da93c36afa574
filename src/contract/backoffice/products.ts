import * as v from 'valibot'
import { ADMIN_PRODUCT_SORTS } from './list-sorts'
import { CATALOG_MESSAGES as M } from '../../domain/messages/backoffice-messages'
import { MAX_QUANTITY } from '../../domain/quantity-rules'
import { Count, Id, NullableText, QueryId } from '../wire-primitives'
import { OptionWire } from '../portal/shared-shapes'
import { RecordStampEntries, adminResource, BooleanQueryText, sortedListQuery, versioned } from './backoffice-shapes'
import {
  Blank,
  booleanField,
  centsField,
  chosenId,
  integerIn,
  optionalIntegerIn,
  optionalText,
  requiredText,
} from './catalog-fields'

// Custom products of the back office: GET/POST /admin/products, GET/PUT/DELETE /admin/products/{id},
// POST /admin/products/{id}/image (multipart `file`), POST /admin/products/bulk (activate, deactivate),
// GET /admin/products/export.csv. A shop sees the active products of its own brand only.

/** The shop's option (portal/shared-shapes.ts) and whether shops may order it. */
export const AdminOptionWire = v.object({ ...OptionWire.entries, active: v.boolean() })
export type AdminOptionWire = v.InferOutput<typeof AdminOptionWire>

export const AdminProductWire = v.object({
  id: Id,
  brand_id: Id,
  brand_name: v.string(),
  category_id: v.nullable(Id),
  category_name: NullableText,
  name: v.string(),
  reference: v.string(),
  description: NullableText,
  image_url: NullableText,
  lead_time_days: v.nullable(Count),
  active: v.boolean(),
  options: v.array(AdminOptionWire),
  ...RecordStampEntries,
})
export type AdminProductWire = v.InferOutput<typeof AdminProductWire>
export const AdminProductsWire = v.array(AdminProductWire)

const quantity = (low: string) => integerIn(1, MAX_QUANTITY, { low, high: M.optionQuantityTooLarge })

/** One option value (`typevalue`); with an `id` it updates that option, without one it is new. */
export const ProductOptionBody = v.object({
  id: v.optional(v.union([Blank, chosenId(M.optionUnknown)], M.optionUnknown), null),
  label: requiredText(120, M.optionLabelTooLong),
  unit_price: centsField(),
  minimum_quantity: quantity(M.minimumAtLeastOne),
  pack_multiple: quantity(M.multipleAtLeastOne),
  active: v.optional(booleanField(), true),
})
export type ProductOptionBody = v.InferOutput<typeof ProductOptionBody>

export const MAX_PRODUCT_OPTIONS = 20

const productEntries = {
  brand_id: chosenId(M.brandRequired),
  category_id: v.optional(v.union([Blank, chosenId(M.categoryUnknown)], M.categoryUnknown), null),
  name: requiredText(120, M.nameTooLong),
  reference: requiredText(60, M.referenceTooLong),
  description: optionalText(5000, M.descriptionTooLong, true),
  lead_time_days: optionalIntegerIn(0, 365, { low: M.leadTimeRange, high: M.leadTimeRange }),
  active: v.optional(booleanField(), true),
  options: v.pipe(
    v.array(ProductOptionBody, M.optionsCount),
    v.minLength(1, M.optionsCount),
    v.maxLength(MAX_PRODUCT_OPTIONS, M.optionsCount),
  ),
}

export const PRODUCTS = adminResource('/admin/products', 'product', versioned(AdminProductWire, productEntries))
export const { createBody: ProductBody, updateBody: ProductUpdateBody } = PRODUCTS
export type ProductBody = v.InferOutput<typeof ProductBody>
export type ProductUpdateBody = v.InferOutput<typeof ProductUpdateBody>

export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number]

export const ProductListQuery = sortedListQuery(ADMIN_PRODUCT_SORTS, {
  brand_id: v.optional(QueryId),
  category_id: v.optional(QueryId),
  active: v.optional(BooleanQueryText),
})
export type ProductListQuery = v.InferOutput<typeof ProductListQuery>

/** The actions of POST /admin/products/bulk (BulkBody's `action`). */
export const PRODUCT_BULK_ACTIONS = ['activate', 'deactivate'] as const
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number]
