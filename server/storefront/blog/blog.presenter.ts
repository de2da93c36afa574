import type {
  ArticleSummaryWire,
  ArticleWire,
  BlogCategoryWire,
  BlogCategoryWithCountWire,
} from '../../../src/contract/storefront/blog'
import { presentRef } from '../catalog/catalog.presenter'
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

export const presentArticle = (article: ArticleDetail): ArticleWire => ({
  ...presentArticleSummary(article),
  body_html: article.bodyHtml,
  updated_at: article.updatedAt.toISOString(),
})
