import { createFileRoute } from '@tanstack/react-router'
import { CategoryUpdatePage } from '../../../../backoffice/categories/category-form-pages'
import { backofficeHead } from '../../../../backoffice/routing/route-head'
import {
  CATEGORIES,
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../backoffice/routing/route-parts'

export const Route = createFileRoute('/backoffice/category/update/$id')({
  head: backofficeHead('Modifier une catégorie'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, CATEGORIES, id))
    return { id }
  },
  component: CategoryUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier une catégorie',
    trail: [{ label: 'Catégories', to: '/backoffice/category' }],
  }),
})
