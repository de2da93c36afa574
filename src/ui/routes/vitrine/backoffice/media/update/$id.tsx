import { createFileRoute } from '@tanstack/react-router'
import { MediaUpdatePage } from '../../../../../showcase-admin/media/media-update-page'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'
import {
  MEDIA,
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../../showcase-admin/routing/route-parts'

export const Route = createFileRoute('/vitrine/backoffice/media/update/$id')({
  head: backofficeHead('Modifier un média'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, MEDIA, id))
    return { id }
  },
  component: MediaUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier un média',
    trail: [{ label: 'Médiathèque', to: '/vitrine/backoffice/media' }],
  }),
})
