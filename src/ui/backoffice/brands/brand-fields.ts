import { BRANDS, type BrandWire } from '../../../contract/backoffice/brands'
import type { FormField } from '../../kit/backoffice/form-field'
import { eurosFromCents, type FormValues } from '../../kit/backoffice/form-values'
import { resourceScreen } from '../../kit/backoffice/resource-screen'

// The brand form (spec §2 `brand`): thresholds of the franco meter, shipping fee and e-shop link.
// Amounts are typed in euros HT and sent in cents.
export const BRAND_FIELDS: readonly FormField[] = [
  { name: 'name', label: 'Nom', required: true },
  {
    name: 'franco_qty',
    label: 'Franco en quantité (unités)',
    kind: 'integer',
    hint: 'Vide : pas de seuil en quantité.',
  },
  { name: 'franco_price', label: 'Franco en montant (€ HT)', kind: 'money', hint: 'Vide : pas de seuil en montant.' },
  {
    name: 'shipping_fee',
    label: 'Frais de port (€ HT)',
    kind: 'money',
    hint: 'Vide à la création : les frais de port par défaut des paramètres.',
  },
  {
    name: 'ecommerce_url',
    label: 'Adresse de la boutique en ligne',
    kind: 'url',
    hint: 'Par exemple https://boutique.exemple.fr',
  },
  {
    name: 'delivery_days',
    label: 'Délai de livraison (jours ouvrés)',
    kind: 'integer',
    hint: 'De 0 à 60 jours ouvrés après la fabrication ; vide : 2 jours.',
  },
]

/** French names of the fields, for the history panel. */
export const BRAND_LABELS = Object.fromEntries(BRAND_FIELDS.map((field) => [field.name, field.label]))

export const EMPTY_BRAND: FormValues = {
  name: '',
  franco_qty: '',
  franco_price: '',
  shipping_fee: '',
  ecommerce_url: '',
  delivery_days: '2',
}

export function brandValues(brand: BrandWire): FormValues {
  return {
    name: brand.name,
    franco_qty: brand.franco_qty === null ? '' : String(brand.franco_qty),
    franco_price: eurosFromCents(brand.franco_price),
    shipping_fee: eurosFromCents(brand.shipping_fee),
    ecommerce_url: brand.ecommerce_url ?? '',
    delivery_days: String(brand.delivery_days),
  }
}

export const BRAND_SCREEN = resourceScreen(
  BRANDS,
  '/backoffice/brand',
  { title: 'Enseignes', create: 'Créer une enseigne', the: 'l’enseigne' },
  (brand) => brand.name,
)
