import { createFileRoute } from '@tanstack/react-router'
import { ARTICLES, BLOG_CATEGORIES } from '../../../../../../contract/storefront-admin/blog'
import { backofficeHead } from '../../../../../backoffice-kit/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../../backoffice-kit/load-error'
import { resourceListQuery, resourceRecordQuery } from '../../../../../queries/backoffice.queries'
import { ArticleUpdatePage } from '../../../../../screens/storefront-admin/blog/article-form-pages'
import { ALL_CATEGORIES } from '../../../../../screens/storefront-admin/blog/article-search'

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
