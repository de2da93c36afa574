import * as v from 'valibot'
import { CATALOG_ADMIN_MESSAGES as M } from '../../domain/messages/showcase-admin-messages'
import { isSlug } from '../../domain/slug'
import { integerIn, optionalChecked, textOrEmpty } from '../backoffice/catalog-fields'
import { optionalMediaId } from './home-fields'

// Field schemas shared by the showcase catalogue's forms (decision 036): categories, attributes, products.

/** A slug, or empty: the server then makes one from the name (src/domain/slug.ts). */
export const optionalSlug = () => optionalChecked(200, M.slugInvalid, isSlug, M.slugInvalid)

export const positionField = () => v.optional(integerIn(0, 10_000, { low: M.positionRange, high: M.positionRange }), 0)

/**
 * The page head's fields of a category or a product: '' when not set, as the seo_* columns store it (the
 * page then derives its head from the content).
 */
export const seoEntries = {
  seo_title: textOrEmpty(200, M.seoTitleTooLong),
  seo_description: textOrEmpty(500, M.seoDescriptionTooLong, true),
  seo_image_id: optionalMediaId(M.imageUnknown),
}

export const SeoWireEntries = {
  seo_title: v.string(),
  seo_description: v.string(),
  seo_image_id: v.nullable(v.number()),
}
