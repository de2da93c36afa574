import { createFileRoute } from '@tanstack/react-router'
import { CatalogueUpdatePage } from '../../../../../showcase-admin/catalogues/catalogue-pages'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'
import {
  CATALOGUES,
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../../showcase-admin/routing/route-parts'

export const Route = createFileRoute('/vitrine/backoffice/catalog/update/$id')({
  head: backofficeHead('Modifier un catalogue'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, CATALOGUES, id))
    return { id }
  },
  component: CatalogueUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier un catalogue',
    trail: [{ label: 'Catalogues', to: '/vitrine/backoffice/catalog' }],
  }),
})
