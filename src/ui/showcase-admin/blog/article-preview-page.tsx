import { getRouteApi, Link } from '@tanstack/react-router'
import type { Article } from '../../../application/showcase/showcase-content'
import type { ArticleWire } from '../../../contract/showcase/blog'
import { ARTICLE_PREVIEWS, ARTICLES } from '../../../contract/showcase-admin/blog'
import { BLOG_ADMIN_MESSAGES as M } from '../../../domain/messages/showcase-admin-messages'
import { ArticleScreen } from '../../showcase/blog/article-screen'
import { useRecordPreview } from '../preview/use-record-preview'
import styles from './blog.module.css'

// The preview of an article (decision 036): the public page's own component, fed by the admin preview
// endpoint, so a draft or a scheduled article reads as visitors will see it. Its h1 is the article's.

const route = getRouteApi('/vitrine/backoffice/blog/preview/$id')

const articleOf = (wire: ArticleWire): Article => ({
  slug: wire.slug,
  title: wire.title,
  excerpt: wire.excerpt,
  publishedAt: wire.published_at,
  category: wire.category,
  cover: wire.cover,
  readingMinutes: wire.reading_minutes,
  seo: wire.seo,
  bodyHtml: wire.body_html,
  updatedAt: wire.updated_at,
})

export function ArticlePreviewPage() {
  const { id, record: article, preview } = useRecordPreview(route, ARTICLES, ARTICLE_PREVIEWS)
  return (
    <>
      <p role="note" className={styles.banner}>
        {article.state === 'published' ? 'Aperçu de l’article publié.' : <strong>{M.previewBanner}</strong>}{' '}
        <Link to="/vitrine/backoffice/blog/update/$id" params={{ id: String(id) }}>
          Retour à l’article
        </Link>
      </p>
      <ArticleScreen article={articleOf(preview)} />
    </>
  )
}
