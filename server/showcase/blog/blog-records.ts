import type { ImageView } from '../../platform/media/media.public'
import type { CategoryRef } from '../catalog/catalog.public'

export type BlogCategoryRecord = {
  id: number
  slug: string
  name: string
  description: string
  articleCount: number
  updatedAt: Date
}

export type ArticleSummary = {
  slug: string
  title: string
  excerpt: string
  publishedAt: Date
  category: CategoryRef
  cover: ImageView | null
  readingMinutes: number
}

/** The page head's own fields, set in the back office (decision 036); empty means "derive it from the article". */
export type ArticleSeo = { title: string; description: string; image: ImageView | null }

export type ArticleDetail = ArticleSummary & { bodyHtml: string; updatedAt: Date; seo: ArticleSeo }
