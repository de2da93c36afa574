import { CATALOGUE_MESSAGES, type CatalogueBody } from '../../../src/contract/showcase-admin/catalogues'
import { alreadyTaken } from '../../../src/domain/messages/backoffice-messages'
import { HOME_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { slugify } from '../../../src/domain/slug'
import type { Clock } from '../../platform/shared/clock'
import { type Checked } from '../../platform/shared/versioned-save'
import { rowWrites } from '../../platform/shared/row-writes'
import { invalid } from '../../platform/shared/write-outcome'
import type { CatalogueListRequest, CatalogueStore, CatalogueUnit, CatalogueValues } from './catalogue-store'

const ENTITY = 'vitrine_catalogue'

// A slug left empty is made from the title; the cover is an image and the PDF a document of the media
// library (an image chosen as the PDF is refused: the public site offers it as a PDF download), unless the PDF
// is generated from the content; the chosen categories and products must exist (decision 049, addendum).
async function checkedValues(
  unit: CatalogueUnit,
  body: CatalogueBody,
  exceptId: number | null,
): Promise<Checked<CatalogueValues>> {
  const fields: Record<string, string> = {}
  const slug = body.slug === '' ? slugify(body.title) : body.slug
  if (slug === '') fields.slug = M.slugFromTitle
  else if (await unit.slugTaken(slug, exceptId)) fields.slug = alreadyTaken('Ce slug')
  if (body.cover_id !== null && (await unit.mediaKind(body.cover_id)) !== 'image') fields.cover_id = M.imageUnknown
  const uploaded = body.pdf_origin === 'uploaded'
  if (uploaded && body.pdf_id === null) fields.pdf_id = M.documentRequired
  else if (uploaded && body.pdf_id !== null && (await unit.mediaKind(body.pdf_id)) !== 'document')
    fields.pdf_id = M.documentUnknown
  if ((await unit.unknownCategories(body.category_ids)).length > 0)
    fields.category_ids = CATALOGUE_MESSAGES.categoryUnknown
  if ((await unit.unknownProducts(body.product_ids)).length > 0) fields.product_ids = CATALOGUE_MESSAGES.productUnknown
  if (Object.keys(fields).length > 0) return invalid(fields)
  const { title, sector, description, cover_id: coverId, position, category_ids, product_ids } = body
  const pdf =
    body.pdf_id === null || !uploaded
      ? { origin: 'generated' as const }
      : { origin: 'uploaded' as const, id: body.pdf_id }
  return {
    values: {
      title,
      slug,
      sector,
      description,
      coverId,
      pdf,
      position,
      categoryIds: category_ids,
      productIds: product_ids,
    },
  }
}

// The specialised catalogues (decision 036), offered as PDF downloads on the public site; writes go through
// the one versioned save (docs/decisions/054-one-versioned-save.md).
export function catalogueUseCases(deps: { store: CatalogueStore; clock: Clock }) {
  const { store } = deps
  const rows = rowWrites({ ...deps, entity: ENTITY })
  return {
    list: (request: CatalogueListRequest) => store.list(request),
    find: (id: number) => store.find(id),

    ...rows.forms(checkedValues),
  }
}
