import * as v from 'valibot'
import { BRAND_SORTS } from './list-sorts'
import { CATALOG_MESSAGES as M } from '../../domain/messages/backoffice-messages'
import { Cents, Count, Id, NullableText } from '../wire-primitives'
import { RecordStampEntries, adminResource, sortedListQuery, versioned } from './backoffice-shapes'
import {
  Blank,
  MAX_CENTS,
  centsField,
  integerIn,
  optionalCents,
  optionalIntegerIn,
  optionalWebUrl,
  requiredText,
} from './catalog-fields'

// Brands (enseignes) of the e-commerce back office: GET/POST /admin/brands, GET/PUT/DELETE
// /admin/brands/{id}, POST /admin/brands/{id}/logo (multipart `file`), GET /admin/brands/export.csv.

export const BrandWire = v.object({
  id: Id,
  name: v.string(),
  /** Units; null when the threshold is not configured (decisions §4). */
  franco_qty: v.nullable(Count),
  /** Cents HT; null when not configured. */
  franco_price: v.nullable(Cents),
  shipping_fee: Cents,
  ecommerce_url: NullableText,
  /** Working days from the workshop to the shop (docs/decisions/075-price-tiers-price-lists-lead-times.md). */
  delivery_days: Count,
  /** Set by the logo upload only. */
  logo_url: NullableText,
  ...RecordStampEntries,
})
export type BrandWire = v.InferOutput<typeof BrandWire>
export const BrandsWire = v.array(BrandWire)

export const MAX_FRANCO_QTY = 10_000_000
export const MAX_DELIVERY_DAYS = 60
export const DEFAULT_DELIVERY_DAYS = 2
const deliveryDaysOutOfRange = `Le délai de livraison doit être compris entre 0 et ${MAX_DELIVERY_DAYS} jours ouvrés.`

const brandEntries = {
  name: requiredText(120, M.nameTooLong),
  franco_qty: optionalIntegerIn(0, MAX_FRANCO_QTY, { low: M.notNegative, high: M.quantityTooLarge }),
  franco_price: optionalCents(),
  /** Absent or empty on a creation: the settings' default shipping fee. */
  shipping_fee: v.optional(v.union([Blank, centsField()], M.integerExpected), null),
  ecommerce_url: optionalWebUrl(),
  /** Absent or empty: the default of decision 075, two working days. */
  delivery_days: v.optional(
    v.pipe(
      v.union(
        [Blank, integerIn(0, MAX_DELIVERY_DAYS, { low: deliveryDaysOutOfRange, high: deliveryDaysOutOfRange })],
        M.integerExpected,
      ),
      v.transform((days) => days ?? DEFAULT_DELIVERY_DAYS),
    ),
    DEFAULT_DELIVERY_DAYS,
  ),
}

export const BRANDS = adminResource('/admin/brands', 'brand', versioned(BrandWire, brandEntries))
export const { createBody: BrandBody, updateBody: BrandUpdateBody } = BRANDS
export type BrandBody = v.InferOutput<typeof BrandBody>
export type BrandBodyInput = v.InferInput<typeof BrandBody>
export type BrandUpdateBody = v.InferOutput<typeof BrandUpdateBody>

export type BrandSort = (typeof BRAND_SORTS)[number]

export const BrandListQuery = sortedListQuery(BRAND_SORTS)
export type BrandListQuery = v.InferOutput<typeof BrandListQuery>

/** Image uploads of the catalogue (brand logo, product image): bytes sniffed, re-encoded to WebP. */
export const MAX_CATALOG_IMAGE_BYTES = 2 * 1024 * 1024
export const CATALOG_IMAGE_FIELD = 'file'
export { MAX_CENTS }
