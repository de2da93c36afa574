import { createFileRoute } from '@tanstack/react-router'
import { JobUpdatePage } from '../../../../../showcase-admin/jobs/job-form-pages'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'
import {
  JOBS,
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../../showcase-admin/routing/route-parts'

export const Route = createFileRoute('/vitrine/backoffice/job/update/$id')({
  head: backofficeHead('Modifier une offre d’emploi'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, JOBS, id))
    return { id }
  },
  component: JobUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier une offre d’emploi',
    trail: [{ label: 'Offres d’emploi', to: '/vitrine/backoffice/job' }],
  }),
})
