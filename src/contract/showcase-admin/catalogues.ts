import * as v from 'valibot'
import { HOME_ADMIN_MESSAGES as M } from '../../domain/messages/showcase-admin-messages'
import { withVersion, RecordStampEntries, storefrontResource, sortedListQuery } from '../backoffice/backoffice-shapes'
import { integerIn, requiredText, slugOrEmpty, textOrEmpty } from '../backoffice/catalog-fields'
import { Id } from '../wire-primitives'
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
  ...RecordStampEntries,
})
export type CatalogueAdminWire = v.InferOutput<typeof CatalogueAdminWire>

export const MAX_CATALOGUE_POSITION = 10_000

const catalogueEntries = {
  title: requiredText(200, M.titleTooLong),
  /** Left empty: made from the title (src/domain/slug.ts). */
  slug: slugOrEmpty(M),
  sector: requiredText(120, M.sectorTooLong),
  description: textOrEmpty(2000, M.descriptionTooLong, true),
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
export const CatalogueUpdateBody = withVersion(catalogueEntries)
export type CatalogueUpdateBody = v.InferOutput<typeof CatalogueUpdateBody>
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]
export const CatalogueListQuery = sortedListQuery(CATALOGUE_SORTS)

export const CATALOGUES = storefrontResource('/admin/catalogues', 'vitrine_catalogue', {
  item: CatalogueAdminWire,
  createBody: CatalogueBody,
  updateBody: CatalogueUpdateBody,
})
