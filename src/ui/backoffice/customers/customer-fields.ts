import { CUSTOMERS, type CustomerWire } from '../../../contract/backoffice/customers'
import type { FormField } from '../../kit/backoffice/form-field'
import type { FormValues } from '../../kit/backoffice/form-values'
import type { SaveConfirmation } from '../../kit/backoffice/resource-form'
import { resourceScreen } from '../../kit/backoffice/resource-screen'
import type { Choice } from '../record-choices'

// The store form (spec §2 `customer`): its brand, login, contact and delivery address, validator and
// active flag. Never a password: the shop sets its own from the mailed set-up link.

export const VALIDATOR_HINT =
  'Un magasin de la même enseigne, qui valide les commandes de celui-ci. Aucun : ses commandes sont validées d’office.'

/** The fields, with the brands and the chosen brand's shops as the two selects' choices. */
export function customerFields(brands: readonly Choice[], validators: readonly Choice[]): readonly FormField[] {
  return [
    {
      name: 'brand_id',
      label: 'Enseigne',
      kind: 'select',
      required: true,
      options: brands,
      // A validator belongs to the brand: another brand's shop may not stay chosen.
      resets: ['validator_id'],
    },
    {
      name: 'identifiant',
      label: 'Identifiant de connexion',
      required: true,
      autoComplete: 'off',
      hint: 'Lettres sans accent, chiffres et . _ @ - ; le magasin se connecte avec.',
    },
    { name: 'name', label: 'Nom du magasin', required: true, autoComplete: 'organization' },
    { name: 'email', label: 'Adresse e-mail', kind: 'email', required: true, autoComplete: 'email' },
    { name: 'address_line1', label: 'Adresse', required: true, autoComplete: 'address-line1' },
    { name: 'postal_code', label: 'Code postal', required: true, autoComplete: 'postal-code' },
    { name: 'city', label: 'Ville', required: true, autoComplete: 'address-level2' },
    { name: 'country', label: 'Pays', required: true, autoComplete: 'country-name' },
    {
      name: 'validator_id',
      label: 'Magasin validateur',
      kind: 'select',
      options: validators,
      emptyLabel: 'Aucun',
      hint: VALIDATOR_HINT,
    },
    { name: 'active', label: 'Magasin actif (peut se connecter et commander)', kind: 'checkbox' },
  ]
}

/** French names of the fields, for the history panel. */
export const CUSTOMER_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(customerFields([], []).map((field) => [field.name, field.label])),
  brand_name: 'Enseigne (nom)',
  validator_identifiant: 'Validateur (identifiant)',
  has_password: 'Mot de passe défini',
  active: 'Actif',
}

export const EMPTY_CUSTOMER: FormValues = {
  brand_id: '',
  identifiant: '',
  name: '',
  email: '',
  address_line1: '',
  postal_code: '',
  city: '',
  country: 'France',
  validator_id: '',
  active: true,
}

export function customerValues(shop: CustomerWire): FormValues {
  return {
    brand_id: String(shop.brand_id),
    identifiant: shop.identifiant,
    name: shop.name,
    email: shop.email,
    address_line1: shop.address_line1,
    postal_code: shop.postal_code,
    city: shop.city,
    country: shop.country,
    validator_id: shop.validator_id === null ? '' : String(shop.validator_id),
    active: shop.active,
  }
}

export const CUSTOMER_SCREEN = resourceScreen(
  CUSTOMERS,
  '/backoffice/customer',
  { title: 'Magasins', create: 'Créer un magasin', the: 'le magasin' },
  (shop) => shop.name,
)

/**
 * Another brand for a store that had a validator, and no validator of the new brand chosen: the store
 * loses its validator and its orders are no longer validated by a head office. Asked before saving.
 */
export function validatorLoss(shop: CustomerWire | null, values: FormValues): SaveConfirmation | null {
  if (shop === null || shop.validator_id === null) return null
  if (values.brand_id === String(shop.brand_id) || values.validator_id !== '') return null
  const validator = shop.validator_identifiant ?? `n° ${shop.validator_id}`
  return {
    title: `Changer l’enseigne de ${shop.name} ?`,
    description:
      `Le magasin perdra son magasin validateur (${validator}) : ses prochaines commandes seront validées ` +
      'd’office, sans passer par un validateur. Choisissez un validateur de la nouvelle enseigne pour le garder.',
    confirmLabel: 'Changer d’enseigne et enregistrer',
  }
}
