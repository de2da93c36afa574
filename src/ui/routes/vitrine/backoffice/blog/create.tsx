import { createFileRoute } from '@tanstack/react-router'
import { BLOG_CATEGORIES } from '../../../../../contract/showcase-admin/blog'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { resourceListQuery } from '../../../../kit/backoffice/resource.queries'
import { ArticleCreatePage } from '../../../../showcase-admin/blog/article-form-pages'
import { ALL_CATEGORIES } from '../../../../showcase-admin/blog/article-search'

export const Route = createFileRoute('/vitrine/backoffice/blog/create')({
  head: backofficeHead('Écrire un article'),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, runUseCase } }) =>
    queryClient.ensureQueryData(resourceListQuery(runUseCase, BLOG_CATEGORIES, ALL_CATEGORIES)),
  component: ArticleCreatePage,
})
