import { createFileRoute } from '@tanstack/react-router'
import { CategoryUpdatePage } from '../../../../../showcase-admin/catalog/category-pages'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'
import {
  SHOWCASE_CATEGORIES,
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../../showcase-admin/routing/route-parts'

export const Route = createFileRoute('/vitrine/backoffice/category/update/$id')({
  head: backofficeHead('Modifier une catégorie'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, SHOWCASE_CATEGORIES, id))
    return { id }
  },
  component: CategoryUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier une catégorie',
    trail: [{ label: 'Catégories', to: '/vitrine/backoffice/category' }],
  }),
})
