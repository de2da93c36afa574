import { getRouteApi, Link } from '@tanstack/react-router'
import { JOBS, type JobAdminWire } from '../../../contract/showcase-admin/jobs'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import { type ResourceColumn, ResourceTable } from '../../kit/backoffice/resource-table'
import forms from '../../kit/forms/forms.module.css'
import { JOB_LIST_DEFAULTS } from './job-search'

// Spec §2 `job`: the job offers, published or not, with how many applications each received.

const route = getRouteApi('/vitrine/backoffice/job/')

const DELETE_ONE =
  'L’offre sera supprimée définitivement. Une offre qui a reçu des candidatures ne peut pas être supprimée : '
  + 'dépubliez-la plutôt.'
const frenchDay = (iso: string | null) => (iso === null ? '—' : new Date(iso).toLocaleDateString('fr-FR'))

const COLUMNS: readonly ResourceColumn<JobAdminWire>[] = [
  {
    id: 'title',
    header: 'Intitulé',
    cell: (job) => job.title,
    sortKey: 'title',
    hideable: false,
    filter: { param: 'q', label: 'Intitulé ou lieu' },
  },
  { id: 'contract_type', header: 'Contrat', cell: (job) => job.contract_type, sortKey: 'contract_type' },
  { id: 'location', header: 'Lieu', cell: (job) => job.location, sortKey: 'location' },
  { id: 'published', header: 'Publication', cell: (job) => (job.published ? 'Publiée' : 'Non publiée') },
  { id: 'published_at', header: 'Publiée le', cell: (job) => frenchDay(job.published_at), sortKey: 'published_at' },
  { id: 'applications_count', header: 'Candidatures', cell: (job) => job.applications_count, numeric: true },
]

const PUBLISHED_FILTER = {
  param: 'published',
  label: 'Publication',
  kind: 'select',
  options: [
    { value: 'true', label: 'Publiées' },
    { value: 'false', label: 'Non publiées' },
  ],
} as const

export function JobListPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const actions = useRecordActions(JOBS)
  return (
    <BackofficePage
      title="Offres d’emploi"
      actions={
        <Link to="/vitrine/backoffice/job/create" className={forms.button}>
          Créer une offre
        </Link>
      }
    >
      <ResourceTable
        resource={JOBS}
        table="vitrine-jobs"
        caption="Liste des offres d’emploi"
        columns={COLUMNS}
        filters={[PUBLISHED_FILTER]}
        search={search}
        defaults={JOB_LIST_DEFAULTS}
        onSearch={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
        rowActions={(job) => (
          <RecordRowActions
            editTo="/vitrine/backoffice/job/update/$id"
            id={job.id}
            name={job.title}
            deleteTitle={`Supprimer l’offre ${job.title} ?`}
            deleteDescription={DELETE_ONE}
            onDelete={() => void actions.remove(job)}
          />
        )}
      />
    </BackofficePage>
  )
}
