import type { SettingsWire } from '../../../contract/backoffice/settings'
import { parseVatRate, vatRateText } from '../../../domain/vat-rate'
import type { FormField } from '../../kit/backoffice/form-field'
import { eurosFromCents, type FormRow, type FormValues } from '../../kit/backoffice/form-values'
import { CLOSURE_DAYS_FIELD } from './closure-days-field'

// The settings form (spec §2 `parametres`): the default shipping fee is typed in euros HT and sent in
// cents; the VAT rate is typed in percent ("5,5") and sent in basis points (550, decision 071); the company's
// identity signs the mails.
export const SETTINGS_FIELDS: readonly FormField[] = [
  {
    name: 'default_shipping_fee',
    label: 'Frais de port par défaut (€ HT)',
    kind: 'money',
    required: true,
    hint: 'Facturés quand le franco n’est pas atteint et que l’enseigne n’a pas ses propres frais.',
  },
  {
    name: 'vat_rate_basis_points',
    label: 'Taux de TVA (%)',
    required: true,
    hint: 'Par exemple 20 ou 5,5 (au plus deux décimales).',
  },
  { name: 'company_name', label: 'Nom de la société', required: true, autoComplete: 'organization' },
  { name: 'company_address', label: 'Adresse de la société', kind: 'textarea' },
  { name: 'company_email', label: 'E-mail de la société', kind: 'email', required: true },
  {
    name: 'order_notification_email',
    label: 'E-mail de notification des commandes',
    kind: 'email',
    required: true,
    hint: 'Reçoit chaque commande acceptée, à préparer.',
  },
  {
    name: 'validation_reminder_days',
    label: 'Rappel au siège après (jours ouvrés)',
    kind: 'integer',
    required: true,
    hint: 'Une commande qui attend sa validation depuis ce nombre de jours ouvrés est rappelée au siège, une fois.',
  },
  {
    name: 'proof_reminder_days',
    label: 'Rappel d’un BAT après (jours ouvrés)',
    kind: 'integer',
    required: true,
    hint: 'Un BAT sans réponse depuis ce nombre de jours ouvrés est rappelé à qui doit le valider, une fois.',
  },
  {
    name: 'stock_forecast_weeks',
    label: 'Semaines de consommation pour la prévision',
    kind: 'integer',
    required: true,
    hint: 'La prévision du stock moyenne les appels sur stock de ce nombre de semaines, de 1 à 52.',
  },
  {
    name: 'stock_alert_days',
    label: 'Prévenir d’une relance (jours ouvrés avant)',
    kind: 'integer',
    required: true,
    hint: 'Le siège et le service commandes sont prévenus ce nombre de jours ouvrés avant la date de relance.',
  },
  CLOSURE_DAYS_FIELD,
]

/** French names of the fields, for the history panel (with the whole-percent rate audited before drizzle/0015). */
export const SETTINGS_LABELS = {
  ...Object.fromEntries(SETTINGS_FIELDS.map((field) => [field.name, field.label])),
  vat_rate_percent: 'Taux de TVA (%)',
}

export function settingsValues(settings: SettingsWire): FormValues {
  return {
    default_shipping_fee: eurosFromCents(settings.default_shipping_fee),
    vat_rate_basis_points: vatRateText(settings.vat_rate_basis_points),
    company_name: settings.company_name,
    company_address: settings.company_address,
    company_email: settings.company_email,
    order_notification_email: settings.order_notification_email,
    validation_reminder_days: String(settings.validation_reminder_days),
    proof_reminder_days: String(settings.proof_reminder_days),
    stock_forecast_weeks: String(settings.stock_forecast_weeks),
    stock_alert_days: String(settings.stock_alert_days),
    closure_days: settings.closure_days.map((day) => ({ day })),
  }
}

/**
 * The form's body as the server reads it: the rate typed in percent becomes basis points ("5,5" -> 550).
 * The closing days' rows become the days themselves.
 * A rate that cannot be read never gets here: the form's schema (SettingsFormBody) refused it first.
 */
export function settingsWireBody(body: Record<string, unknown>): Record<string, unknown> {
  const typed = body.vat_rate_basis_points
  const reading = typeof typed === 'string' ? parseVatRate(typed) : null
  const rows = Array.isArray(body.closure_days) ? (body.closure_days as FormRow[]) : []
  // The form holds one row per closing day; the wire, the days themselves (decision 075).
  const withDays = { ...body, closure_days: rows.map((row) => row.day) }
  return reading?.kind === 'rate' ? { ...withDays, vat_rate_basis_points: reading.basisPoints } : withDays
}
