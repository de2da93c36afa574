import { getRouteApi, Link } from '@tanstack/react-router'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import { JobApplicationsPanel } from './job-applications-panel'
import { EMPTY_JOB, JOB_FIELDS, JOB_LABELS, JOB_SCREEN, jobValues } from './job-fields'

// Creating and editing a job offer (spec §2 `job`); the update page also lists its applications.

const PAGES: RecordPageComponents = recordPages(getRouteApi('/vitrine/backoffice/job/update/$id'), {
  screen: JOB_SCREEN,
  createTitle: 'Créer une offre d’emploi',
  updateActions: (job) => (
    <Link to="/vitrine/backoffice/job/preview/$id" params={{ id: String(job.id) }}>
      Aperçu de l’offre
    </Link>
  ),
  fields: JOB_FIELDS,
  emptyValues: EMPTY_JOB,
  values: jobValues,
  afterForm: (job) => <JobApplicationsPanel jobId={job.id} />,
  // A job offer is the back office's other written page: restorable too (decision 069).
  history: { labels: JOB_LABELS, restore: true },
})

export const JobCreatePage = PAGES.CreatePage
export const JobUpdatePage = PAGES.UpdatePage
