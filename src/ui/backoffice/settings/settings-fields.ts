import type { SettingsWire } from '../../../contract/backoffice/settings'
import type { FormField } from '../../kit/backoffice/form-field'
import { eurosFromCents, type FormValues } from '../../kit/backoffice/form-values'

// The settings form (spec §2 `parametres`): the default shipping fee is typed in euros HT and sent in
// cents; the VAT rate is a whole percentage; the company's identity signs the mails.
export const SETTINGS_FIELDS: readonly FormField[] = [
  {
    name: 'default_shipping_fee',
    label: 'Frais de port par défaut (€ HT)',
    kind: 'money',
    required: true,
    hint: 'Facturés quand le franco n’est pas atteint et que l’enseigne n’a pas ses propres frais.',
  },
  { name: 'vat_rate_percent', label: 'Taux de TVA (%)', kind: 'integer', required: true, hint: 'Par exemple 20.' },
  { name: 'company_name', label: 'Nom de la société', required: true, autoComplete: 'organization' },
  { name: 'company_address', label: 'Adresse de la société', kind: 'textarea' },
  { name: 'company_email', label: 'E-mail de la société', kind: 'email', required: true },
  {
    name: 'order_notification_email',
    label: 'E-mail de notification des commandes',
    kind: 'email',
    required: true,
    hint: 'Reçoit un message à chaque nouvelle commande.',
  },
]

/** French names of the fields, for the history panel. */
export const SETTINGS_LABELS = Object.fromEntries(SETTINGS_FIELDS.map((field) => [field.name, field.label]))

export function settingsValues(settings: SettingsWire): FormValues {
  return {
    default_shipping_fee: eurosFromCents(settings.default_shipping_fee),
    vat_rate_percent: String(settings.vat_rate_percent),
    company_name: settings.company_name,
    company_address: settings.company_address,
    company_email: settings.company_email,
    order_notification_email: settings.order_notification_email,
  }
}
