import type { AttributeAdminWire } from '../../../contract/showcase-admin/catalog-attributes'
import type { CategoryAdminWire } from '../../../contract/showcase-admin/catalog-categories'
import type { FormField } from '../../kit/backoffice/form-field'
import type { FormGroup } from '../../kit/backoffice/form-group'
import type { FormValues } from '../../kit/backoffice/form-values'

// The category and attribute forms of the showcase catalogue (spec §2 category, attribut): fields and
// their values; ./product-fields.ts has the product's and the variant's.

export const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value))
export const SLUG_HINT = 'Vide : formé à partir du nom. Changé, l’ancienne adresse redirige vers la nouvelle.'

export const SEO_FIELDS: readonly FormField[] = [
  { name: 'seo_title', label: 'Titre pour les moteurs de recherche', hint: 'Laissez vide pour utiliser le nom.' },
  { name: 'seo_description', label: 'Description pour les moteurs de recherche', kind: 'textarea' },
  { name: 'seo_image_id', label: 'Image pour les réseaux sociaux', kind: 'media', mediaKind: 'image' },
]

export type Option = { readonly value: string; readonly label: string }

/** The categories as indented choices ("— Coffrets bois"), as the tree lists them. */
export const categoryOptions = (categories: readonly CategoryAdminWire[]): Option[] =>
  categories.map((category) => ({
    value: String(category.id),
    label: `${'— '.repeat(category.depth)}${category.name}`,
  }))

export const categoryFields = (parents: readonly Option[]): readonly FormField[] => [
  { name: 'name', label: 'Nom', required: true },
  { name: 'slug', label: 'Slug', hint: SLUG_HINT },
  {
    name: 'parent_id',
    label: 'Catégorie parente',
    kind: 'select',
    emptyLabel: 'Aucune (racine)',
    options: parents,
  },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'image_id', label: 'Image', kind: 'media', mediaKind: 'image' },
  { name: 'position', label: 'Position', kind: 'integer' },
  ...SEO_FIELDS,
]

export const EMPTY_CATEGORY: FormValues = {
  name: '',
  slug: '',
  parent_id: '',
  description: '',
  image_id: '',
  position: '0',
  seo_title: '',
  seo_description: '',
  seo_image_id: '',
}

export const categoryValues = (category: CategoryAdminWire): FormValues => ({
  name: category.name,
  slug: category.slug,
  parent_id: text(category.parent_id),
  description: category.description,
  image_id: text(category.image_id),
  position: String(category.position),
  seo_title: category.seo_title,
  seo_description: category.seo_description,
  seo_image_id: text(category.seo_image_id),
})

export const ATTRIBUTE_FIELDS: readonly FormField[] = [
  { name: 'name', label: 'Nom', required: true },
  { name: 'slug', label: 'Slug', hint: SLUG_HINT },
  { name: 'position', label: 'Position', kind: 'integer' },
]

export const VALUES_GROUP: FormGroup = {
  name: 'values',
  legend: 'Valeurs',
  rowLegend: (row) => `Valeur ${row}`,
  fields: [
    { name: 'label', label: (row) => `Libellé de la valeur ${row}`, required: true },
    { name: 'slug', label: (row) => `Slug de la valeur ${row}` },
    { name: 'position', label: (row) => `Position de la valeur ${row}`, kind: 'integer' },
  ],
  emptyRow: { id: '', label: '', slug: '', position: '0' },
  addLabel: 'Ajouter une valeur',
  removeLabel: (row) => `Retirer la valeur ${row}`,
  max: 100,
}

export const EMPTY_ATTRIBUTE: FormValues = { name: '', slug: '', position: '0', values: [] }

export const attributeValues = (attribute: AttributeAdminWire): FormValues => ({
  name: attribute.name,
  slug: attribute.slug,
  position: String(attribute.position),
  values: attribute.values.map((value) => ({
    id: String(value.id),
    label: value.label,
    slug: value.slug,
    position: String(value.position),
  })),
})
