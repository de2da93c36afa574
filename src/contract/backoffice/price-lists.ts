import * as v from 'valibot'
import { CATALOG_MESSAGES as M } from '../../domain/messages/backoffice-messages'
import { MAX_TIERS } from '../../domain/price-tiers'
import { endpoint, pathOf } from '../endpoint'
import { CalendarDay, Cents, Id, MessageWire } from '../wire-primitives'
import { PriceTierWire } from '../portal/shared-shapes'
import { RecordStampEntries, VersionEntries, adminResource } from './backoffice-shapes'
import { centsField, chosenId, integerIn, requiredText } from './catalog-fields'

// A brand's negotiated price lists in the back office (docs/decisions/075-price-tiers-price-lists-lead-times.md):
// GET/POST /admin/brands/{id}/price-lists, PUT/DELETE /admin/brands/{id}/price-lists/{listId},
// GET /admin/brands/{id}/price-list-options (the brand's active options the editor offers).

export const PRICE_LIST_FIELD_MESSAGES = {
  day: 'Indiquez une date valide (AAAA-MM-JJ).',
  option: 'Choisissez une option de cette marque.',
  duplicate: 'Cette option a déjà un prix dans la liste.',
  prices: 'Pas plus de 500 prix par liste.',
  tierQuantity: 'Un palier commence à 2 unités au moins, en nombre entier.',
} as const

/** One negotiated price as read: the option named for the administrator, its book in cents HT. */
export const PriceListPriceWire = v.object({
  option_id: Id,
  product_name: v.string(),
  product_reference: v.string(),
  option_label: v.string(),
  unit_price: Cents,
  price_tiers: v.array(PriceTierWire),
})
export type PriceListPriceWire = v.InferOutput<typeof PriceListPriceWire>

export const PriceListWire = v.object({
  id: Id,
  brand_id: Id,
  name: v.string(),
  valid_from: CalendarDay,
  valid_to: v.nullable(CalendarDay),
  prices: v.array(PriceListPriceWire),
  ...RecordStampEntries,
})
export type PriceListWire = v.InferOutput<typeof PriceListWire>

/** An option the editor may price: the brand's active ones, with their own unit price for reference. */
export const PriceListOptionWire = v.object({
  option_id: Id,
  product_name: v.string(),
  product_reference: v.string(),
  option_label: v.string(),
  unit_price: Cents,
})
export type PriceListOptionWire = v.InferOutput<typeof PriceListOptionWire>

const day = v.pipe(v.string(PRICE_LIST_FIELD_MESSAGES.day), v.trim(), v.check(isDay, PRICE_LIST_FIELD_MESSAGES.day))
function isDay(text: string): boolean {
  return v.is(CalendarDay, text)
}

const TierBody = v.object({
  from_quantity: integerIn(2, 10_000_000, {
    low: PRICE_LIST_FIELD_MESSAGES.tierQuantity,
    high: PRICE_LIST_FIELD_MESSAGES.tierQuantity,
  }),
  unit_price: centsField(),
})

export const PriceListPriceBody = v.object({
  option_id: chosenId(PRICE_LIST_FIELD_MESSAGES.option),
  unit_price: centsField(),
  price_tiers: v.optional(v.pipe(v.array(TierBody), v.maxLength(MAX_TIERS)), []),
})
export type PriceListPriceBody = v.InferOutput<typeof PriceListPriceBody>

const priceListEntries = {
  name: requiredText(120, M.nameTooLong),
  valid_from: day,
  /** Absent, null or '': until further notice. */
  valid_to: v.optional(
    v.union(
      [
        v.pipe(
          v.union([v.literal(''), v.null()]),
          v.transform((): null => null),
        ),
        day,
      ],
      PRICE_LIST_FIELD_MESSAGES.day,
    ),
    null,
  ),
  prices: v.pipe(v.array(PriceListPriceBody), v.maxLength(500, PRICE_LIST_FIELD_MESSAGES.prices)),
}

export const PriceListBody = v.object(priceListEntries)
export type PriceListBody = v.InferOutput<typeof PriceListBody>
export type PriceListBodyInput = v.InferInput<typeof PriceListBody>
export const PriceListUpdateBody = v.object({ ...priceListEntries, ...VersionEntries })
export type PriceListUpdateBody = v.InferOutput<typeof PriceListUpdateBody>

const api = 'portal'
const lists = '/admin/brands/:id/price-lists'

export const PRICE_LIST_ENDPOINTS = {
  /** The brand's lists, earliest start first. */
  list: endpoint({ api, method: 'GET', path: lists, answer: v.array(PriceListWire) }),
  create: endpoint({ api, method: 'POST', path: lists, body: PriceListBody, answer: PriceListWire }),
  /** 409 when the version read is stale (decision 027). */
  update: endpoint({ api, method: 'PUT', path: `${lists}/:listId`, body: PriceListUpdateBody, answer: PriceListWire }),
  /** `?version=` as the other deletes. */
  delete: endpoint({ api, method: 'DELETE', path: `${lists}/:listId`, answer: MessageWire }),
  options: endpoint({
    api,
    method: 'GET',
    path: '/admin/brands/:id/price-list-options',
    answer: v.array(PriceListOptionWire),
  }),
}

/**
 * A brand's lists as a resource of the back office's generic gateway: GET and POST of the brand's lists,
 * PUT and DELETE of one list below it (the paths above, filled in).
 */
export const brandPriceListsResource = (brandId: number) =>
  adminResource(pathOf(PRICE_LIST_ENDPOINTS.list, { id: brandId }), 'brand_price_list', {
    item: PriceListWire,
    createBody: PriceListBody,
    updateBody: PriceListUpdateBody,
  })

/** The brand's options the editor offers, read through the same gateway's list. */
export const brandPriceListOptionsResource = (brandId: number) =>
  adminResource(pathOf(PRICE_LIST_ENDPOINTS.options, { id: brandId }), 'brand_price_list', {
    item: PriceListOptionWire,
    createBody: PriceListBody,
    updateBody: PriceListUpdateBody,
  })
