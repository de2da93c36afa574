import { createFileRoute } from '@tanstack/react-router'
import { ArticleCreatePage } from '../../../../showcase-admin/blog/article-form-pages'
import { ALL_CATEGORIES } from '../../../../showcase-admin/blog/article-search'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'
import { BLOG_CATEGORIES, resourceListQuery } from '../../../../showcase-admin/routing/route-parts'

export const Route = createFileRoute('/vitrine/backoffice/blog/create')({
  head: backofficeHead('Écrire un article'),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, runUseCase } }) =>
    queryClient.ensureQueryData(resourceListQuery(runUseCase, BLOG_CATEGORIES, ALL_CATEGORIES)),
  component: ArticleCreatePage,
})
