import { createFileRoute } from '@tanstack/react-router'
import { BlogCategoryUpdatePage } from '../../../../../../showcase-admin/blog/blog-category-pages'
import { backofficeHead } from '../../../../../../showcase-admin/routing/route-head'
import {
  BLOG_CATEGORIES,
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../../../showcase-admin/routing/route-parts'

export const Route = createFileRoute('/vitrine/backoffice/blog/categories/update/$id')({
  head: backofficeHead('Modifier une catégorie du blog'),
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, BLOG_CATEGORIES, id))
    return { id }
  },
  component: BlogCategoryUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier une catégorie du blog',
    trail: [{ label: 'Catégories du blog', to: '/vitrine/backoffice/blog/categories' }],
  }),
})
