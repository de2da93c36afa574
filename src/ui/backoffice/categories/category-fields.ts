import { CATEGORIES, type CategoryWire } from '../../../contract/backoffice/categories'
import type { FormField } from '../../kit/backoffice/form-field'
import type { FormValues } from '../../kit/backoffice/form-values'
import { resourceScreen } from '../../kit/backoffice/resource-screen'
import type { Choice } from '../record-choices'

// The category form (spec §2 `category`): its brand, name, and the slug of its address.

export const SLUG_HINT =
  'Facultatif : laissé vide, il est formé à partir du nom. Lettres minuscules sans accent, chiffres et tirets.'

export function categoryFields(brands: readonly Choice[]): readonly FormField[] {
  return [
    { name: 'brand_id', label: 'Enseigne', kind: 'select', required: true, options: brands },
    { name: 'name', label: 'Nom', required: true },
    { name: 'slug', label: 'Slug (adresse de la catégorie)', hint: SLUG_HINT, autoComplete: 'off' },
  ]
}

/** French names of the fields, for the history panel. */
export const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(categoryFields([]).map((field) => [field.name, field.label])),
  brand_name: 'Enseigne (nom)',
  product_count: 'Produits',
}

export const EMPTY_CATEGORY: FormValues = { brand_id: '', name: '', slug: '' }

export function categoryValues(category: CategoryWire): FormValues {
  return { brand_id: String(category.brand_id), name: category.name, slug: category.slug }
}

export const CATEGORY_SCREEN = resourceScreen(
  CATEGORIES,
  '/backoffice/category',
  { title: 'Catégories', create: 'Créer une catégorie', the: 'la catégorie' },
  (category) => category.name,
)
