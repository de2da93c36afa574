import { createFileRoute } from '@tanstack/react-router'
import { ArticleUpdatePage } from '../../../../../showcase-admin/blog/article-form-pages'
import { ALL_CATEGORIES } from '../../../../../showcase-admin/blog/article-search'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'
import {
  ARTICLES,
  BLOG_CATEGORIES,
  backofficeLoadError,
  recordIdOf,
  resourceListQuery,
  resourceRecordQuery,
} from '../../../../../showcase-admin/routing/route-parts'

export const Route = createFileRoute('/vitrine/backoffice/blog/update/$id')({
  head: backofficeHead('Modifier un article'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await Promise.all([
      queryClient.ensureQueryData(resourceRecordQuery(runUseCase, ARTICLES, id)),
      queryClient.ensureQueryData(resourceListQuery(runUseCase, BLOG_CATEGORIES, ALL_CATEGORIES)),
    ])
    return { id }
  },
  component: ArticleUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier un article',
    trail: [{ label: 'Blog', to: '/vitrine/backoffice/blog' }],
  }),
})
