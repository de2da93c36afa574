import { createFileRoute } from '@tanstack/react-router'
import { BLOG_CATEGORIES } from '../../../../../contract/storefront-admin/blog'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { resourceListQuery } from '../../../../queries/backoffice.queries'
import { ArticleCreatePage } from '../../../../screens/storefront-admin/blog/article-form-pages'
import { ALL_CATEGORIES } from '../../../../screens/storefront-admin/blog/article-search'

export const Route = createFileRoute('/vitrine/backoffice/blog/create')({
  head: backofficeHead('Écrire un article'),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, runUseCase } }) =>
    queryClient.ensureQueryData(resourceListQuery(runUseCase, BLOG_CATEGORIES, ALL_CATEGORIES)),
  component: ArticleCreatePage,
})
