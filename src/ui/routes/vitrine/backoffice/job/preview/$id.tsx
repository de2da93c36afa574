import { createFileRoute } from '@tanstack/react-router'
import { JOB_PREVIEWS, JOBS } from '../../../../../../contract/showcase-admin/jobs'
import { backofficeHead } from '../../../../../kit/backoffice/page-head'
import { backofficeLoadError } from '../../../../../kit/backoffice/load-error'
import { JobPreviewPage } from '../../../../../showcase-admin/jobs/job-preview-page'
import { loadRecordPreview } from '../../../../../showcase-admin/preview/record-preview.queries'

export const Route = createFileRoute('/vitrine/backoffice/job/preview/$id')({
  head: backofficeHead('Aperçu d’une offre d’emploi'),
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: ({ context, params }) => loadRecordPreview(context, params.id, JOB_PREVIEWS, JOBS),
  component: JobPreviewPage,
  errorComponent: backofficeLoadError({
    title: 'Aperçu d’une offre d’emploi',
    trail: [{ label: 'Offres d’emploi', to: '/vitrine/backoffice/job' }],
  }),
})
