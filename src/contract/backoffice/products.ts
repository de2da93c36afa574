import * as v from 'valibot'
import { ADMIN_PRODUCT_SORTS } from './list-sorts'
import { CATALOG_MESSAGES as M } from '../../domain/messages/backoffice-messages'
import { MAX_QUANTITY } from '../../domain/quantity-rules'
import { MAX_TIERS, priceBookProblem, TIER_MESSAGES } from '../../domain/price-tiers'
import { Count, Id, NullableText, QueryId } from '../wire-primitives'
import { OptionWire, tiersFromWire } from '../portal/shared-shapes'
import { RecordStampEntries, adminResource, BooleanQueryText, sortedListQuery, versioned } from './backoffice-shapes'
import {
  Blank,
  booleanField,
  centsField,
  chosenId,
  MAX_CENTS,
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

const TierList = v.pipe(
  v.array(
    v.object({
      // Numbers only: the form sends what it could not read as typed, to be refused with the domain's words.
      from_quantity: v.pipe(
        v.number(TIER_MESSAGES.quantity),
        v.integer(TIER_MESSAGES.quantity),
        v.minValue(2, TIER_MESSAGES.quantity),
        v.maxValue(MAX_QUANTITY, M.optionQuantityTooLarge),
      ),
      unit_price: v.pipe(
        v.number(TIER_MESSAGES.price),
        v.integer(TIER_MESSAGES.price),
        v.minValue(0, TIER_MESSAGES.price),
        v.maxValue(MAX_CENTS, M.amountTooLarge),
      ),
    }),
    TIER_MESSAGES.price,
  ),
  v.maxLength(MAX_TIERS, TIER_MESSAGES.tooMany),
)

// The option's breaks (docs/decisions/075-price-tiers-price-lists-lead-times.md): every refusal lands on
// `options.N.price_tiers`, the one place the form shows the breaks' message, whichever break is wrong.
const PriceTiersField = v.optional(
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const result = v.safeParse(TierList, dataset.value)
      if (result.success) return result.output
      addIssue({ message: result.issues[0].message })
      return NEVER
    }),
  ),
  [],
)

const bookOf = (option: {
  unit_price: number
  price_tiers: readonly { from_quantity: number; unit_price: number }[]
}) => ({
  unitPriceCents: option.unit_price,
  tiers: tiersFromWire(option.price_tiers),
})

/** Why an option's unit price and breaks cannot be saved (src/domain/price-tiers.ts), or null. */
export const optionBookProblem = (option: Parameters<typeof bookOf>[0]) => priceBookProblem(bookOf(option))

/** One option value (`typevalue`); with an `id` it updates that option, without one it is new. */
export const ProductOptionBody = v.pipe(
  v.object({
    id: v.optional(v.union([Blank, chosenId(M.optionUnknown)], M.optionUnknown), null),
    label: requiredText(120, M.optionLabelTooLong),
    unit_price: centsField(),
    price_tiers: PriceTiersField,
    minimum_quantity: quantity(M.minimumAtLeastOne),
    pack_multiple: quantity(M.multipleAtLeastOne),
    active: v.optional(booleanField(), true),
    /** "BAT requis" (docs/decisions/076-proof-approval.md); missing: no proof. */
    proof_required: v.optional(booleanField(), false),
  }),
  v.forward(
    v.partialCheck(
      [['unit_price'], ['price_tiers']],
      (option) => optionBookProblem(option) === null,
      (issue) => optionBookProblem(issue.input as Parameters<typeof bookOf>[0]) ?? TIER_MESSAGES.cheaper,
    ),
    ['price_tiers'],
  ),
)
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
