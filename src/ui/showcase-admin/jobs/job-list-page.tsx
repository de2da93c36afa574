import { getRouteApi } from '@tanstack/react-router'
import type { JobAdminWire } from '../../../contract/showcase-admin/jobs'
import {
  booleanChoices,
  type ListPageComponent,
  nameColumn,
  screenListPage,
} from '../../kit/backoffice/resource-list-page'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import { JOB_SCREEN } from './job-fields'
import { JOB_LIST_DEFAULTS } from './job-search'

// Spec §2 `job`: the job offers, published or not, with how many applications each received.

const route = getRouteApi('/vitrine/backoffice/job/')

const DELETE_ONE =
  'L’offre sera supprimée définitivement. Une offre qui a reçu des candidatures ne peut pas être supprimée : ' +
  'dépubliez-la plutôt.'
const frenchDay = (iso: string | null) => (iso === null ? '—' : new Date(iso).toLocaleDateString('fr-FR'))

const COLUMNS: readonly ResourceColumn<JobAdminWire>[] = [
  nameColumn('title', 'Intitulé', 'Intitulé ou lieu'),
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
  options: booleanChoices('Publiées', 'Non publiées'),
} as const

export const JobListPage: ListPageComponent = screenListPage(route, {
  screen: JOB_SCREEN,
  table: 'vitrine-jobs',
  caption: 'Liste des offres d’emploi',
  columns: COLUMNS,
  filters: [PUBLISHED_FILTER],
  defaults: JOB_LIST_DEFAULTS,
  deleteDescription: DELETE_ONE,
})
