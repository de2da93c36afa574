import type {
  ArticleSummaryWire,
  ArticleWire,
  BlogCategoryWire,
  BlogCategoryWithCountWire,
} from '../../../src/contract/showcase/blog'
import { presentRef } from '../catalog/catalog.public'
import { sanitizeRichText } from '../../platform/shared/rich-text'
import type { ArticleDetail, ArticleSummary, BlogCategoryRecord } from './blog-records'

export const presentBlogCategory = (category: BlogCategoryRecord): BlogCategoryWire => ({
  slug: category.slug,
  name: category.name,
  description: category.description,
})

export const presentBlogCategoryWithCount = (category: BlogCategoryRecord): BlogCategoryWithCountWire => ({
  ...presentBlogCategory(category),
  article_count: category.articleCount,
})

export const presentArticleSummary = (article: ArticleSummary): ArticleSummaryWire => ({
  slug: article.slug,
  title: article.title,
  excerpt: article.excerpt,
  published_at: article.publishedAt.toISOString(),
  category: presentRef(article.category),
  cover: article.cover,
  reading_minutes: article.readingMinutes,
})

// Sanitised on read as well as on write (decision 036): a row written before the rule, or by hand, is still safe.
// A preview in the back office has no SEO fields of its own yet: its head is derived from the content.
const NO_SEO = { title: '', description: '', image: null }

export const presentArticle = (article: Omit<ArticleDetail, 'seo'> & { seo?: ArticleDetail['seo'] }): ArticleWire => ({
  ...presentArticleSummary(article),
  body_html: sanitizeRichText(article.bodyHtml),
  updated_at: article.updatedAt.toISOString(),
  seo: { ...(article.seo ?? NO_SEO) },
})
