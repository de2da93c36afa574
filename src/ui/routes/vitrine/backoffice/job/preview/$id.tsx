import { createFileRoute } from '@tanstack/react-router'
import { JobPreviewPage } from '../../../../../showcase-admin/jobs/job-preview-page'
import { loadRecordPreview } from '../../../../../showcase-admin/preview/record-preview.queries'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'
import { JOBS, JOB_PREVIEWS, backofficeLoadError } from '../../../../../showcase-admin/routing/route-parts'

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
