import { createFileRoute } from '@tanstack/react-router'
import { JOBS } from '../../../../../../contract/storefront-admin/jobs'
import { backofficeHead } from '../../../../../backoffice-kit/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../../backoffice-kit/load-error'
import { resourceRecordQuery } from '../../../../../queries/backoffice.queries'
import { JobPreviewPage } from '../../../../../screens/storefront-admin/jobs/job-preview-page'
import { jobPreviewQuery } from '../../../../../screens/storefront-admin/jobs/job-preview.queries'

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
