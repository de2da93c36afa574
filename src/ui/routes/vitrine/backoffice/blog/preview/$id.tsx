import { createFileRoute } from '@tanstack/react-router'
import { ArticlePreviewPage } from '../../../../../showcase-admin/blog/article-preview-page'
import { loadRecordPreview } from '../../../../../showcase-admin/preview/record-preview.queries'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'
import { ARTICLES, ARTICLE_PREVIEWS, backofficeLoadError } from '../../../../../showcase-admin/routing/route-parts'

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
