import { createFileRoute } from '@tanstack/react-router'
import { HomeBlockUpdatePage } from '../../../../../showcase-admin/home/home-block-form-pages'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'
import {
  HOME_BLOCKS,
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../../showcase-admin/routing/route-parts'

export const Route = createFileRoute('/vitrine/backoffice/home/update/$id')({
  head: backofficeHead('Modifier un bloc'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, HOME_BLOCKS, id))
    return { id }
  },
  component: HomeBlockUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier un bloc',
    trail: [{ label: 'Accueil du site', to: '/vitrine/backoffice/home' }],
  }),
})
