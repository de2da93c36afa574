import type { ArticleAdminWire } from '../../../src/contract/showcase-admin/blog'
import type { ArticleWire } from '../../../src/contract/showcase/blog'
import { publicationState } from '../../../src/domain/publication'
import { presentArticle } from '../../showcase/showcase.public'
import type { ArticlePreviewParts, ArticleRecord } from './article-store'

export const presentArticleAdmin = (article: ArticleRecord, now: Date): ArticleAdminWire => ({
  id: article.id,
  slug: article.slug,
  title: article.title,
  excerpt: article.excerpt,
  body_html: article.bodyHtml,
  category_id: article.categoryId,
  category_name: article.categoryName,
  cover_id: article.coverId,
  status: article.status,
  state: publicationState(article.status, article.publishedAt, now),
  published_at: article.publishedAt?.toISOString() ?? null,
  reading_minutes: article.readingMinutes,
  seo_title: article.seoTitle,
  seo_description: article.seoDescription,
  seo_image_id: article.seoImageId,
  version: article.version,
  created_at: article.createdAt.toISOString(),
  updated_at: article.updatedAt.toISOString(),
})

/** The article as its public page shows it, through the public presenter (so sanitised the same way). */
export const presentArticlePreview = ({ record, categorySlug, cover }: ArticlePreviewParts): ArticleWire =>
  presentArticle({
    slug: record.slug,
    title: record.title,
    excerpt: record.excerpt,
    // A draft has no date yet: the page shows the last change instead.
    publishedAt: record.publishedAt ?? record.updatedAt,
    category: { slug: categorySlug, name: record.categoryName },
    cover,
    readingMinutes: record.readingMinutes,
    bodyHtml: record.bodyHtml,
    updatedAt: record.updatedAt,
  })
