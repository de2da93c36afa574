import { createFileRoute } from '@tanstack/react-router'
import { ARTICLE_PREVIEWS, ARTICLES } from '../../../../../../contract/showcase-admin/blog'
import { backofficeHead } from '../../../../../kit/backoffice/page-head'
import { backofficeLoadError } from '../../../../../kit/backoffice/load-error'
import { ArticlePreviewPage } from '../../../../../showcase-admin/blog/article-preview-page'
import { loadRecordPreview } from '../../../../../showcase-admin/preview/record-preview.queries'

export const Route = createFileRoute('/vitrine/backoffice/blog/preview/$id')({
  head: backofficeHead('Aperçu d’un article'),
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: ({ context, params }) => loadRecordPreview(context, params.id, ARTICLE_PREVIEWS, ARTICLES),
  component: ArticlePreviewPage,
  errorComponent: backofficeLoadError({
    title: 'Aperçu d’un article',
    trail: [{ label: 'Blog', to: '/vitrine/backoffice/blog' }],
  }),
})
