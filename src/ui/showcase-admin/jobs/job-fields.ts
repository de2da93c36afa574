import { JOBS, type JobAdminWire } from '../../../contract/showcase-admin/jobs'
import type { FormField } from '../../kit/backoffice/form-field'
import type { FormValues } from '../../kit/backoffice/form-values'
import { resourceScreen } from '../../kit/backoffice/resource-screen'

// The job offer form (spec §2 `job`), SEO fields included (decision 036).
export const JOB_FIELDS: readonly FormField[] = [
  { name: 'title', label: 'Intitulé du poste', required: true },
  {
    name: 'slug',
    label: 'Slug (adresse de l’offre)',
    hint: 'Vide : formé à partir de l’intitulé. Changé, l’ancienne adresse redirige vers la nouvelle.',
  },
  { name: 'contract_type', label: 'Type de contrat', required: true, hint: 'Par exemple CDI, CDD 6 mois, alternance.' },
  { name: 'location', label: 'Lieu', required: true },
  { name: 'salary', label: 'Rémunération', hint: 'Facultatif. Par exemple 32 000 € brut annuel.' },
  { name: 'excerpt', label: 'Résumé', kind: 'textarea', hint: 'Montré dans la liste des offres.' },
  { name: 'description_html', label: 'Description', kind: 'richtext' },
  { name: 'published', label: 'Publiée sur le site', kind: 'checkbox' },
  {
    name: 'published_at',
    label: 'Date de publication',
    kind: 'datetime',
    hint: 'Vide : le moment où l’offre est publiée.',
  },
  { name: 'seo_title', label: 'Titre SEO', hint: 'Vide : l’intitulé du poste. 70 caractères au plus.' },
  {
    name: 'seo_description',
    label: 'Description SEO',
    kind: 'textarea',
    hint: 'Vide : le résumé. 160 caractères au plus.',
  },
  { name: 'seo_image_id', label: 'Image pour les réseaux sociaux', kind: 'media', mediaKind: 'image' },
]

/** French names of the fields, for the history panel. */
export const JOB_LABELS = Object.fromEntries(JOB_FIELDS.map((field) => [field.name, field.label]))

export const EMPTY_JOB: FormValues = {
  title: '',
  slug: '',
  contract_type: '',
  location: '',
  salary: '',
  excerpt: '',
  description_html: '',
  published: false,
  published_at: '',
  seo_title: '',
  seo_description: '',
  seo_image_id: '',
}

export function jobValues(job: JobAdminWire): FormValues {
  return {
    title: job.title,
    slug: job.slug,
    contract_type: job.contract_type,
    location: job.location,
    salary: job.salary ?? '',
    excerpt: job.excerpt,
    description_html: job.description_html,
    published: job.published,
    published_at: job.published_at ?? '',
    seo_title: job.seo_title,
    seo_description: job.seo_description,
    seo_image_id: job.seo_image_id === null ? '' : String(job.seo_image_id),
  }
}

export const JOB_SCREEN = resourceScreen(
  JOBS,
  '/vitrine/backoffice/job',
  { title: 'Offres d’emploi', create: 'Créer une offre', the: 'l’offre' },
  (job) => job.title,
)
