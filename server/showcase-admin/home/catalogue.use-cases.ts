import type { CatalogueBody } from '../../../src/contract/showcase-admin/catalogues'
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
// library (an image chosen as the PDF is refused: the public site offers it as a PDF download).
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
  if ((await unit.mediaKind(body.pdf_id)) !== 'document') fields.pdf_id = M.documentUnknown
  if (Object.keys(fields).length > 0) return invalid(fields)
  const { title, sector, description, cover_id: coverId, pdf_id: pdfId, position } = body
  return {
    values: { title, slug, sector, description, coverId, pdfId, position },
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
