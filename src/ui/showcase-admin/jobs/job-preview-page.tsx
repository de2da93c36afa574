import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import type { Job } from '../../../application/showcase/showcase-content'
import type { JobWire } from '../../../contract/showcase/jobs'
import { JOB_PREVIEWS, JOBS } from '../../../contract/showcase-admin/jobs'
import { JOBS_ADMIN_MESSAGES } from '../../../domain/messages/showcase-admin-messages'
import { useRouteRecord } from '../../kit/backoffice/use-route-record'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { JobScreen } from '../../showcase/jobs/job-screen'
import { recordPreviewQuery } from '../preview/record-preview.queries'

// The preview of a job offer (decision 036): the public page's own component, fed by the admin preview
// endpoint, so an unpublished offer can be read as visitors will see it. Its h1 is the offer's title.

const route = getRouteApi('/vitrine/backoffice/job/preview/$id')

const jobOf = (wire: JobWire): Job => ({
  slug: wire.slug,
  title: wire.title,
  contractType: wire.contract_type,
  seo: wire.seo,
  location: wire.location,
  publishedAt: wire.published_at,
  excerpt: wire.excerpt,
  descriptionHtml: wire.description_html,
  salary: wire.salary,
  image: wire.image,
})

export function JobPreviewPage() {
  const { id, record: job } = useRouteRecord(route, JOBS)
  const runUseCase = useRunUseCase()
  const { data: preview } = useSuspenseQuery(recordPreviewQuery(runUseCase, JOB_PREVIEWS, id))
  return (
    <>
      <p role="note">
        {job.published ? 'Aperçu de l’offre publiée.' : <strong>{JOBS_ADMIN_MESSAGES.previewBanner}</strong>}{' '}
        <Link to="/vitrine/backoffice/job/update/$id" params={{ id: String(id) }}>
          Retour à l’offre
        </Link>
      </p>
      <JobScreen job={jobOf(preview)} />
    </>
  )
}
