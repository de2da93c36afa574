import { createFileRoute } from '@tanstack/react-router'
import { ARTICLES } from '../../../../../../contract/showcase-admin/blog'
import { backofficeHead } from '../../../../../kit/backoffice/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../../kit/backoffice/load-error'
import { resourceRecordQuery } from '../../../../../backoffice/backoffice.queries'
import { ArticlePreviewPage } from '../../../../../showcase-admin/blog/article-preview-page'
import { articlePreviewQuery } from '../../../../../showcase-admin/blog/article-preview.queries'

export const Route = createFileRoute('/vitrine/backoffice/blog/preview/$id')({
  head: backofficeHead('Aperçu d’un article'),
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await Promise.all([
      queryClient.ensureQueryData(articlePreviewQuery(runUseCase, id)),
      queryClient.ensureQueryData(resourceRecordQuery(runUseCase, ARTICLES, id)),
    ])
    return { id }
  },
  component: ArticlePreviewPage,
  errorComponent: backofficeLoadError({
    title: 'Aperçu d’un article',
    trail: [{ label: 'Blog', to: '/vitrine/backoffice/blog' }],
  }),
})
