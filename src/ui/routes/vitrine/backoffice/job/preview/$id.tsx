import { createFileRoute } from '@tanstack/react-router'
import { JOBS } from '../../../../../../contract/showcase-admin/jobs'
import { backofficeHead } from '../../../../../kit/backoffice/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../../kit/backoffice/load-error'
import { resourceRecordQuery } from '../../../../../backoffice/backoffice.queries'
import { JobPreviewPage } from '../../../../../showcase-admin/jobs/job-preview-page'
import { jobPreviewQuery } from '../../../../../showcase-admin/jobs/job-preview.queries'

export const Route = createFileRoute('/vitrine/backoffice/job/preview/$id')({
  head: backofficeHead('Aperçu d’une offre d’emploi'),
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await Promise.all([
      queryClient.ensureQueryData(jobPreviewQuery(runUseCase, id)),
      queryClient.ensureQueryData(resourceRecordQuery(runUseCase, JOBS, id)),
    ])
    return { id }
  },
  component: JobPreviewPage,
  errorComponent: backofficeLoadError({
    title: 'Aperçu d’une offre d’emploi',
    trail: [{ label: 'Offres d’emploi', to: '/vitrine/backoffice/job' }],
  }),
})
