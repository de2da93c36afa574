import type { PartnerAdminWire } from '../../../contract/showcase-admin/partners'
import type { FormField } from '../../kit/backoffice/form-field'
import type { FormValues } from '../../kit/backoffice/form-values'

// The partner form (spec §2 `partenariat`): shown in the site's partner lists, in their saved order.
export const PARTNER_FIELDS: readonly FormField[] = [
  { name: 'name', label: 'Nom', required: true },
  {
    name: 'url',
    label: 'Site web',
    kind: 'url',
    hint: 'Une adresse https://, par exemple https://exemple.fr ; laisser vide si le partenaire n’a pas de site',
  },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'logo_id', label: 'Logo', kind: 'media', mediaKind: 'image' },
]

export const PARTNER_LABELS: Record<string, string> = {
  ...Object.fromEntries(PARTNER_FIELDS.map((field) => [field.name, field.label])),
  position: 'Position',
}

export const EMPTY_PARTNER: FormValues = { name: '', url: '', description: '', logo_id: '' }

export const partnerValues = (partner: PartnerAdminWire): FormValues => ({
  name: partner.name,
  url: partner.url,
  description: partner.description,
  logo_id: partner.logo_id === null ? '' : String(partner.logo_id),
})
