import type { CatalogueAdminWire, PdfOrigin } from '../../../contract/showcase-admin/catalogues'
import type { FormField } from '../../kit/backoffice/form-field'
import type { FormValues } from '../../kit/backoffice/form-values'
import { CatalogueChoicesField, type ChoiceOption, PdfOriginField } from './catalogue-choices-field'

// The specialised catalogue form (spec §2 `catalog`): what its brochure lists (categories, products; none:
// the whole catalogue) and where its PDF comes from, generated or uploaded (decision 049, addendum).

export const GENERATED_PDF_HINT =
  'Le PDF généré apparaît sur le site en moins d’une minute, puis suit chaque modification du catalogue.'

const HEAD_FIELDS: readonly FormField[] = [
  { name: 'title', label: 'Titre', required: true },
  { name: 'slug', label: 'Slug', hint: 'Vide : formé à partir du titre (minuscules sans accent et tirets).' },
  { name: 'sector', label: 'Secteur', required: true, hint: 'Par exemple : Parfumerie, Vins et spiritueux.' },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'cover_id', label: 'Couverture', kind: 'media', mediaKind: 'image' },
]

const PDF_FIELD: FormField = {
  name: 'pdf_id',
  label: 'Catalogue PDF',
  kind: 'media',
  mediaKind: 'document',
  required: true,
  hint: 'Choisissez ou envoyez le PDF dans la médiathèque.',
}

const POSITION_FIELD: FormField = {
  name: 'position',
  label: 'Position',
  kind: 'integer',
  hint: 'Les catalogues s’affichent par position croissante.',
}

export type CatalogueChoices = { categories: readonly ChoiceOption[]; products: readonly ChoiceOption[] }

/** The form's fields: the PDF's picker only when the PDF is uploaded. */
export function catalogueFields(origin: PdfOrigin, choices: CatalogueChoices): readonly FormField[] {
  return [
    ...HEAD_FIELDS,
    {
      name: 'category_ids',
      label: 'Catégories',
      render: (control) => (
        <CatalogueChoicesField
          {...control}
          legend="Catégories du catalogue"
          hint="Le PDF liste les produits publiés de ces catégories (ou sous-catégories)."
          filterLabel="Filtrer les catégories"
          options={choices.categories}
        />
      ),
    },
    {
      name: 'product_ids',
      label: 'Produits',
      render: (control) => (
        <CatalogueChoicesField
          {...control}
          legend="Produits du catalogue"
          hint="Et ces produits publiés. Sans catégorie ni produit choisi, le PDF liste tout le catalogue."
          filterLabel="Filtrer les produits"
          options={choices.products}
        />
      ),
    },
    {
      name: 'pdf_origin',
      label: 'PDF',
      render: (control) => (
        <PdfOriginField
          {...control}
          hint={
            origin === 'generated'
              ? GENERATED_PDF_HINT
              : 'Le PDF téléversé est proposé tel quel, sous le titre du catalogue.'
          }
        />
      ),
    },
    ...(origin === 'uploaded' ? [PDF_FIELD] : []),
    POSITION_FIELD,
  ]
}

export const CATALOGUE_LABELS: Record<string, string> = {
  ...Object.fromEntries([...HEAD_FIELDS, PDF_FIELD, POSITION_FIELD].map((field) => [field.name, field.label])),
  category_ids: 'Catégories',
  product_ids: 'Produits',
  pdf_origin: 'PDF',
}

export const isPdfOrigin = (value: unknown): value is PdfOrigin => value === 'generated' || value === 'uploaded'

export const EMPTY_CATALOGUE: FormValues = {
  title: '',
  slug: '',
  sector: '',
  description: '',
  cover_id: '',
  category_ids: [],
  product_ids: [],
  pdf_origin: 'generated',
  pdf_id: '',
  position: '0',
}

export const catalogueValues = (catalogue: CatalogueAdminWire): FormValues => ({
  title: catalogue.title,
  slug: catalogue.slug,
  sector: catalogue.sector,
  description: catalogue.description,
  cover_id: catalogue.cover_id === null ? '' : String(catalogue.cover_id),
  category_ids: catalogue.category_ids,
  product_ids: catalogue.product_ids,
  pdf_origin: catalogue.pdf_origin,
  pdf_id: catalogue.pdf_origin === 'uploaded' ? String(catalogue.pdf_id) : '',
  position: String(catalogue.position),
})

/** The list's address: paging, one of the API's sorts and the text filter `q` (title or sector). */
export const CATALOGUE_LIST_DEFAULTS = { sort: 'position', order: 'asc' } as const
