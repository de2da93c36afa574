import { getRouteApi, Link } from '@tanstack/react-router'
import type { Job } from '../../../application/showcase/showcase-content'
import type { JobWire } from '../../../contract/showcase/jobs'
import { JOB_PREVIEWS, JOBS } from '../../../contract/showcase-admin/jobs'
import { JOBS_ADMIN_MESSAGES } from '../../../domain/messages/showcase-admin-messages'
import { JobScreen } from '../../showcase/jobs/job-screen'
import { useRecordPreview } from '../preview/use-record-preview'

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
  const { id, record: job, preview } = useRecordPreview(route, JOBS, JOB_PREVIEWS)
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
