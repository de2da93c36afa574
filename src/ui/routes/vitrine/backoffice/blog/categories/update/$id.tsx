import { createFileRoute } from '@tanstack/react-router'
import { BLOG_CATEGORIES } from '../../../../../../../contract/storefront-admin/blog'
import { backofficeHead } from '../../../../../../backoffice-kit/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../../../backoffice-kit/load-error'
import { resourceRecordQuery } from '../../../../../../queries/backoffice.queries'
import { BlogCategoryUpdatePage } from '../../../../../../screens/storefront-admin/blog/blog-category-pages'

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
