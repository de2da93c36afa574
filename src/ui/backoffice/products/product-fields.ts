import { createElement } from 'react'
import { type AdminProductWire, MAX_PRODUCT_OPTIONS, PRODUCTS } from '../../../contract/backoffice/products'
import type { FormField } from '../../kit/backoffice/form-field'
import type { FormGroup } from '../../kit/backoffice/form-group'
import { eurosFromCents, type FormRow, type FormValues } from '../../kit/backoffice/form-values'
import { resourceScreen } from '../../kit/backoffice/resource-screen'
import { PriceTiersField, tiersCell } from './price-tiers-field'

// The product form (spec §2 `product`): its brand, a category of that brand, its identity, and its
// options (`typevalue`), each with its unit price in euros HT (sent in cents), minimum, pack multiple and breaks.

type Choice = { readonly value: string; readonly label: string }

/** The fields, with the brands and the chosen brand's categories as the selects' choices. */
export function productFields(brands: readonly Choice[], categories: readonly Choice[]): readonly FormField[] {
  return [
    { name: 'brand_id', label: 'Enseigne', kind: 'select', required: true, options: brands, resets: ['category_id'] },
    {
      name: 'category_id',
      label: 'Catégorie',
      kind: 'select',
      options: categories,
      emptyLabel: 'Aucune catégorie',
      hint: 'Les catégories de l’enseigne choisie.',
    },
    { name: 'name', label: 'Nom', required: true },
    { name: 'reference', label: 'Référence', required: true, hint: 'Unique pour une enseigne.' },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'lead_time_days', label: 'Délai de fabrication (jours)', kind: 'integer', hint: 'De 0 à 365.' },
    { name: 'active', label: 'Produit actif (visible dans le catalogue des magasins)', kind: 'checkbox' },
  ]
}

export const EMPTY_OPTION: FormRow = {
  id: '',
  label: '',
  unit_price: '',
  minimum_quantity: '1',
  pack_multiple: '1',
  price_tiers: tiersCell([]),
  active: true,
  proof_required: false,
}

export const OPTIONS_GROUP: FormGroup = {
  name: 'options',
  legend: 'Options (déclinaisons)',
  rowLegend: (row) => `Option ${row}`,
  addLabel: 'Ajouter une option',
  removeLabel: (row) => `Retirer l’option ${row}`,
  min: 1,
  max: MAX_PRODUCT_OPTIONS,
  emptyRow: EMPTY_OPTION,
  fields: [
    { name: 'label', label: (row) => `Libellé de l’option ${row}`, required: true },
    {
      name: 'unit_price',
      label: (row) => `Prix unitaire de l’option ${row} (€ HT)`,
      kind: 'money',
      required: true,
    },
    {
      name: 'minimum_quantity',
      label: (row) => `Quantité minimale de l’option ${row}`,
      kind: 'integer',
      required: true,
    },
    {
      name: 'pack_multiple',
      label: (row) => `Multiple de conditionnement de l’option ${row}`,
      kind: 'integer',
      required: true,
    },
    { name: 'active', label: (row) => `Option ${row} active`, kind: 'checkbox' },
    // Each ordered line of the option waits for an approved proof (docs/decisions/076-proof-approval.md).
    { name: 'proof_required', label: (row) => `BAT requis pour l’option ${row}`, kind: 'checkbox' },
    // Under each option, its breaks (docs/decisions/075-price-tiers-price-lists-lead-times.md).
    {
      name: 'price_tiers',
      label: (row) => `Paliers de prix de l’option ${row}`,
      render: (control) => createElement(PriceTiersField, control),
    },
  ],
}

/** French names of the fields, for the history panel. */
export const PRODUCT_LABELS: Readonly<Record<string, string>> = {
  brand_id: 'Enseigne',
  category_id: 'Catégorie',
  name: 'Nom',
  reference: 'Référence',
  description: 'Description',
  lead_time_days: 'Délai de fabrication (jours)',
  active: 'Actif',
  image_url: 'Image',
  options: 'Options',
}

export const EMPTY_PRODUCT: FormValues = {
  brand_id: '',
  category_id: '',
  name: '',
  reference: '',
  description: '',
  lead_time_days: '',
  active: true,
  options: [EMPTY_OPTION],
}

export function productValues(product: AdminProductWire): FormValues {
  return {
    brand_id: String(product.brand_id),
    category_id: product.category_id === null ? '' : String(product.category_id),
    name: product.name,
    reference: product.reference,
    description: product.description ?? '',
    lead_time_days: product.lead_time_days === null ? '' : String(product.lead_time_days),
    active: product.active,
    options: product.options.map((option) => ({
      id: String(option.id),
      label: option.label,
      unit_price: eurosFromCents(option.unit_price),
      minimum_quantity: String(option.minimum_quantity),
      pack_multiple: String(option.pack_multiple),
      price_tiers: tiersCell(option.price_tiers),
      active: option.active,
      proof_required: option.proof_required,
    })),
  }
}

export const PRODUCT_SCREEN = resourceScreen(
  PRODUCTS,
  '/backoffice/product',
  { title: 'Produits', create: 'Créer un produit', the: 'le produit' },
  (product) => product.name,
)
