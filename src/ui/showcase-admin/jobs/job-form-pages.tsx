import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { JOBS } from '../../../contract/showcase-admin/jobs'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { RecordForm } from '../../kit/backoffice/record-form'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceRecordQuery } from '../../backoffice/backoffice.queries'
import { JobApplicationsPanel } from './job-applications-panel'
import { EMPTY_JOB, JOB_FIELDS, JOB_LABELS, jobValues } from './job-fields'

// Creating and editing a job offer (spec §2 `job`); the update page also lists its applications.

const JOBS_CRUMB = { label: 'Offres d’emploi', to: '/vitrine/backoffice/job' } as const
const LIST = '/vitrine/backoffice/job'

export function JobCreatePage() {
  return (
    <BackofficePage title="Créer une offre d’emploi" trail={[JOBS_CRUMB]}>
      <RecordForm
        resource={JOBS}
        listPath={LIST}
        record={null}
        createLabel="Créer l’offre"
        fields={JOB_FIELDS}
        initialValues={EMPTY_JOB}
      />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/vitrine/backoffice/job/update/$id')

export function JobUpdatePage() {
  const { id } = updateRoute.useLoaderData()
  const runUseCase = useRunUseCase()
  const { data: job } = useSuspenseQuery(resourceRecordQuery(runUseCase, JOBS, id))
  return (
    <BackofficePage
      title={`Modifier l’offre ${job.title}`}
      trail={[JOBS_CRUMB]}
      actions={
        <Link to="/vitrine/backoffice/job/preview/$id" params={{ id: String(job.id) }}>
          Aperçu de l’offre
        </Link>
      }
    >
      <RecordForm resource={JOBS} listPath={LIST} record={job} fields={JOB_FIELDS} initialValues={jobValues(job)} />
      <JobApplicationsPanel jobId={job.id} />
      <HistoryPanel resource={JOBS} id={job.id} labels={JOB_LABELS} />
    </BackofficePage>
  )
}
