import type { CatalogueAdminWire } from '../../../contract/showcase-admin/catalogues'
import type { FormField } from '../../kit/backoffice/form-field'
import type { FormValues } from '../../kit/backoffice/form-values'

// The specialised catalogue form (spec §2 `catalog`): the PDF comes from the media library.
export const CATALOGUE_FIELDS: readonly FormField[] = [
  { name: 'title', label: 'Titre', required: true },
  { name: 'slug', label: 'Slug', hint: 'Vide : formé à partir du titre (minuscules sans accent et tirets).' },
  { name: 'sector', label: 'Secteur', required: true, hint: 'Par exemple : Parfumerie, Vins et spiritueux.' },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'cover_id', label: 'Couverture', kind: 'media', mediaKind: 'image' },
  {
    name: 'pdf_id',
    label: 'Catalogue PDF',
    kind: 'media',
    mediaKind: 'document',
    required: true,
    hint: 'Choisissez ou envoyez le PDF dans la médiathèque.',
  },
  {
    name: 'position',
    label: 'Position',
    kind: 'integer',
    hint: 'Les catalogues s’affichent par position croissante.',
  },
]

export const CATALOGUE_LABELS = Object.fromEntries(CATALOGUE_FIELDS.map((field) => [field.name, field.label]))

export const EMPTY_CATALOGUE: FormValues = {
  title: '',
  slug: '',
  sector: '',
  description: '',
  cover_id: '',
  pdf_id: '',
  position: '0',
}

export const catalogueValues = (catalogue: CatalogueAdminWire): FormValues => ({
  title: catalogue.title,
  slug: catalogue.slug,
  sector: catalogue.sector,
  description: catalogue.description,
  cover_id: catalogue.cover_id === null ? '' : String(catalogue.cover_id),
  pdf_id: String(catalogue.pdf_id),
  position: String(catalogue.position),
})

/** The list's address: paging, one of the API's sorts and the text filter `q` (title or sector). */
export const CATALOGUE_LIST_DEFAULTS = { sort: 'position', order: 'asc' } as const
