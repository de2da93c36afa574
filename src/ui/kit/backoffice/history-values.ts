import type { AuditEntryWire } from '../../../contract/backoffice/audit'
import { APPLICATION_STATUS_LABELS } from '../../../contract/showcase-admin/job-applications'
import { ORDER_STATUS_LABELS } from '../../../domain/order-status'
import { PUBLICATION_LABELS } from '../../../domain/publication'

// What the history panel says of one audit entry, in French (decision 065): the action, the fields'
// names, their values (names for ids, Paris dates, statuses, yes/no). Screens add their own field
// labels and formats; these are the defaults every back-office record shares.

const ACTIONS: Readonly<Record<string, string>> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  'update-password': 'Modification du mot de passe',
  'password-link': 'Envoi d’un lien de mot de passe',
  image: 'Changement d’image',
  logo: 'Changement de logo',
  publish: 'Publication',
  unpublish: 'Retour en brouillon',
  reorder: 'Changement d’ordre',
  status: 'Changement de statut',
  settings: 'Modification des paramètres',
  second_factor_enabled: 'Double authentification activée',
  second_factor_failed: 'Code de double authentification refusé',
  second_factor_policy: 'Règle de double authentification modifiée',
  second_factor_recovery_code_used: 'Code de secours utilisé',
  second_factor_recovery_codes_renewed: 'Codes de secours renouvelés',
  second_factor_reset: 'Double authentification réinitialisée',
}

/** The action in French; an action without a label reads as words, never as a key. */
export const actionText = (action: string): string => ACTIONS[action] ?? sentence(action)

const FIELDS: Readonly<Record<string, string>> = {
  name: 'Nom',
  title: 'Titre',
  slug: 'Adresse (slug)',
  email: 'E-mail',
  login: 'Identifiant',
  identifiant: 'Identifiant',
  role: 'Rôle',
  active: 'Actif',
  status: 'Statut',
  notes: 'Notes',
  phone: 'Téléphone',
  description: 'Description',
  position: 'Position',
  brand_id: 'Enseigne',
  brand_name: 'Enseigne',
  shop_id: 'Magasin',
  validator_id: 'Validateur',
  category_id: 'Catégorie',
  category_name: 'Catégorie',
  parent_id: 'Catégorie parente',
  product_id: 'Produit',
  product_ids: 'Produits',
  job_id: 'Offre d’emploi',
  attribute_id: 'Attribut',
  image_id: 'Image',
  image_url: 'Image',
  cover_id: 'Image de couverture',
  logo_id: 'Logo',
  logo_url: 'Logo',
  pdf_id: 'Fichier PDF',
  media_id: 'Média',
  seo_image_id: 'Image de partage',
  seo_title: 'Titre SEO',
  seo_description: 'Description SEO',
  published_at: 'Date de publication',
  ecommerce_url: 'Site e-commerce',
  franco_qty: 'Franco (quantité)',
  franco_price: 'Franco (montant)',
  shipping_fee: 'Frais de port',
  alt: 'Texte alternatif',
  original_name: 'Nom du fichier',
  options: 'Options',
}

/** A field's French name: the screen's, else the shared one, else its words. */
export const fieldText = (field: string, labels: Readonly<Record<string, string>>): string =>
  labels[field] ?? FIELDS[field] ?? sentence(field.replace(/_(id|url)$/, ''))

function sentence(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim()
  return words === '' ? key : words[0]?.toUpperCase() + words.slice(1)
}

const STATUSES: Readonly<Record<string, string>> = {
  ...ORDER_STATUS_LABELS,
  ...APPLICATION_STATUS_LABELS,
  ...PUBLICATION_LABELS,
}

const parisMoment = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
})
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** An instant as Paris reads it: "28 novembre 2026 à 09:40", whatever the browser's zone. */
export function parisDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : parisMoment.format(date)
}

/** How one value of `field` reads: the record it names, a status, a date, yes or no, or the value. */
export function valueText(field: string, value: unknown, names: Readonly<Record<string, string>> | undefined): string {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => valueText(field, item, names)).join(', ')
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non'
  if (typeof value === 'number' && names?.[String(value)] !== undefined) return names[String(value)] ?? String(value)
  if (typeof value === 'string' && field === 'status' && STATUSES[value] !== undefined) return STATUSES[value] ?? value
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return parisDateTime(value)
  if (typeof value === 'object') {
    const named = value as Record<string, unknown>
    const label = named.name ?? named.label ?? named.value
    return typeof label === 'string' || typeof label === 'number' ? String(label) : JSON.stringify(value)
  }
  return String(value)
}

// The audit log may keep the columns' camelCase names (francoQty); screens name fields as the wire does.
const wireName = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const byWireName = (values: Record<string, unknown> | null) =>
  Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [wireName(name), value]))

const BOOKKEEPING = new Set(['id', 'version', 'created_at', 'updated_at'])

export type FieldChange = { field: string; before: unknown; after: unknown }

/**
 * The fields an entry changed, bookkeeping left out. A name kept beside its id (`category_name` with
 * `category_id`) is shown once, through the id's name.
 */
export function changesOf(entry: AuditEntryWire): { before: Record<string, unknown>; changes: FieldChange[] } {
  const before = byWireName(entry.before)
  const after = byWireName(entry.after)
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  const changed = fields.filter(
    (field) => !BOOKKEEPING.has(field) && JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  )
  const shown = changed.filter(
    (field) => !(field.endsWith('_name') && changed.includes(field.replace(/_name$/, '_id'))),
  )
  return { before, changes: shown.map((field) => ({ field, before: before[field], after: after[field] })) }
}
