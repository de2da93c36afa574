import * as v from 'valibot'
import { HOME_ADMIN_MESSAGES as M } from '../../domain/messages/showcase-admin-messages'
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../../domain/slug'
import { AdminListQueryEntries, VersionEntries, type AdminResource } from '../backoffice/backoffice-shapes'
import { integerIn, optionalText, requiredText } from '../backoffice/catalog-fields'
import { Id, IsoInstant, oneLineChars } from '../wire-primitives'
import { optionalMediaId, requiredMediaId } from './home-fields'
import { CATALOGUE_SORTS } from './list-sorts'

// Specialised catalogues of the showcase back office (decision 036): GET/POST /admin/catalogues,
// GET/PUT/DELETE /admin/catalogues/{id}. The PDF is a document of the media library.

export const CatalogueAdminWire = v.object({
  id: Id,
  title: v.string(),
  slug: v.string(),
  sector: v.string(),
  description: v.string(),
  cover_id: v.nullable(Id),
  pdf_id: Id,
  position: v.number(),
  version: Id,
  created_at: IsoInstant,
  updated_at: IsoInstant,
})
export type CatalogueAdminWire = v.InferOutput<typeof CatalogueAdminWire>

export const MAX_CATALOGUE_POSITION = 10_000

const catalogueEntries = {
  title: requiredText(200, M.titleTooLong),
  /** Left empty: made from the title (src/domain/slug.ts). */
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
  sector: requiredText(120, M.sectorTooLong),
  description: v.pipe(
    optionalText(2000, M.descriptionTooLong, true),
    v.transform((text) => text ?? ''),
  ),
  cover_id: optionalMediaId(M.imageUnknown),
  pdf_id: requiredMediaId(M.documentRequired),
  position: v.optional(
    v.union(
      [
        v.pipe(
          v.literal(''),
          v.transform(() => 0),
        ),
        integerIn(0, MAX_CATALOGUE_POSITION, {
          low: M.positionRange,
          high: M.positionRange,
        }),
      ],
      M.positionRange,
    ),
    0,
  ),
}

export const CatalogueBody = v.object(catalogueEntries)
export type CatalogueBody = v.InferOutput<typeof CatalogueBody>
export const CatalogueUpdateBody = v.object({
  ...catalogueEntries,
  ...VersionEntries,
})
export type CatalogueUpdateBody = v.InferOutput<typeof CatalogueUpdateBody>
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]
export const CatalogueListQuery = v.object({
  ...AdminListQueryEntries,
  _sort: v.optional(v.picklist(CATALOGUE_SORTS)),
})

export const CATALOGUES: AdminResource<typeof CatalogueAdminWire, typeof CatalogueBody, typeof CatalogueUpdateBody> = {
  path: '/admin/catalogues',
  surface: 'storefront',
  entity: 'vitrine_catalogue',
  item: CatalogueAdminWire,
  createBody: CatalogueBody,
  updateBody: CatalogueUpdateBody,
}
