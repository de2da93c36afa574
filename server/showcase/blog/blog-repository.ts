import type { Page, Paging } from '../catalog/catalog.public'
import type { ArticleDetail, ArticleSummary, BlogCategoryRecord } from './blog-records'

// Reads of the public blog: only published articles ever leave this port.
export type BlogRepository = {
  listCategories(): Promise<BlogCategoryRecord[]>
  listPublishedArticles(filter: { categoryId: number | null }, paging: Paging): Promise<Page<ArticleSummary>>
  findPublishedArticle(slug: string): Promise<ArticleDetail | null>
  listPublishedArticleStamps(): Promise<{ slug: string; updatedAt: Date; categorySlug: string }[]>
}
