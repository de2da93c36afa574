import * as v from 'valibot'
import { HOME_ADMIN_MESSAGES as M } from '../../domain/messages/showcase-admin-messages'
import { withVersion, RecordStampEntries, storefrontResource, sortedListQuery } from '../backoffice/backoffice-shapes'
import { integerIn, requiredText, slugOrEmpty, textOrEmpty } from '../backoffice/catalog-fields'
import { BodyId, Id } from '../wire-primitives'
import { optionalMediaId } from './home-fields'
import { CATALOGUE_SORTS } from './list-sorts'

// Specialised catalogues of the showcase back office (decision 036): GET/POST /admin/catalogues,
// GET/PUT/DELETE /admin/catalogues/{id}. The PDF is generated from the catalogue's content or uploaded to the
// media library; the brochure lists the chosen categories and products, or the whole catalogue when none is
// chosen (docs/decisions/049-catalogue-pdfs.md, addendum).

/** Where the catalogue's PDF comes from: rendered from its content, or a document of the media library. */
export const PDF_ORIGINS = ['generated', 'uploaded'] as const
export type PdfOrigin = (typeof PDF_ORIGINS)[number]

export const CATALOGUE_MESSAGES = {
  pdfOrigin: 'Choisissez : générer le PDF ou téléverser un PDF.',
  categoryUnknown: 'Choisissez des catégories du catalogue.',
  productUnknown: 'Choisissez des produits du catalogue.',
} as const

/** The most categories or products one catalogue chooses (a few dozen in practice). */
export const MAX_CATALOGUE_CHOICES = 500

export const CatalogueAdminWire = v.object({
  id: Id,
  title: v.string(),
  slug: v.string(),
  sector: v.string(),
  description: v.string(),
  cover_id: v.nullable(Id),
  pdf_id: Id,
  pdf_origin: v.picklist(PDF_ORIGINS),
  category_ids: v.array(Id),
  product_ids: v.array(Id),
  position: v.number(),
  ...RecordStampEntries,
})
export type CatalogueAdminWire = v.InferOutput<typeof CatalogueAdminWire>

export const MAX_CATALOGUE_POSITION = 10_000

const chosenIds = (message: string) =>
  v.optional(v.pipe(v.array(BodyId, message), v.maxLength(MAX_CATALOGUE_CHOICES, message)), [])

const catalogueEntries = {
  title: requiredText(200, M.titleTooLong),
  /** Left empty: made from the title (src/domain/slug.ts). */
  slug: slugOrEmpty(M),
  sector: requiredText(120, M.sectorTooLong),
  description: textOrEmpty(2000, M.descriptionTooLong, true),
  cover_id: optionalMediaId(M.imageUnknown),
  /** Absent: an uploaded PDF, as before generation could be chosen. */
  pdf_origin: v.optional(v.picklist(PDF_ORIGINS, CATALOGUE_MESSAGES.pdfOrigin), 'uploaded'),
  /** Required when the PDF is uploaded (checked with the origin by the server). */
  pdf_id: optionalMediaId(M.documentRequired),
  category_ids: chosenIds(CATALOGUE_MESSAGES.categoryUnknown),
  product_ids: chosenIds(CATALOGUE_MESSAGES.productUnknown),
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

// An uploaded PDF must be chosen; said with the other fields' refusals, all at once.
const pdfPaths = [['pdf_origin'], ['pdf_id']] as const
const uploadedPdfChosen = (input: { pdf_origin: PdfOrigin; pdf_id: number | null }) =>
  input.pdf_origin !== 'uploaded' || input.pdf_id !== null

export const CatalogueBody = v.pipe(
  v.object(catalogueEntries),
  v.forward(v.partialCheck(pdfPaths, uploadedPdfChosen, M.documentRequired), ['pdf_id']),
)
export type CatalogueBody = v.InferOutput<typeof CatalogueBody>
export const CatalogueUpdateBody = v.pipe(
  withVersion(catalogueEntries),
  v.forward(v.partialCheck(pdfPaths, uploadedPdfChosen, M.documentRequired), ['pdf_id']),
)
export type CatalogueUpdateBody = v.InferOutput<typeof CatalogueUpdateBody>
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]
export const CatalogueListQuery = sortedListQuery(CATALOGUE_SORTS)

export const CATALOGUES = storefrontResource('/admin/catalogues', 'vitrine_catalogue', {
  item: CatalogueAdminWire,
  createBody: CatalogueBody,
  updateBody: CatalogueUpdateBody,
})
