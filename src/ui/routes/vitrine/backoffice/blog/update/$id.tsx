import { createFileRoute } from '@tanstack/react-router'
import { ARTICLES, BLOG_CATEGORIES } from '../../../../../../contract/showcase-admin/blog'
import { backofficeHead } from '../../../../../kit/backoffice/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../../kit/backoffice/load-error'
import { resourceListQuery, resourceRecordQuery } from '../../../../../kit/backoffice/resource.queries'
import { ArticleUpdatePage } from '../../../../../showcase-admin/blog/article-form-pages'
import { ALL_CATEGORIES } from '../../../../../showcase-admin/blog/article-search'

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
