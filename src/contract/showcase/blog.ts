import * as v from 'valibot'
import { Count, IsoInstant } from '../wire-primitives'
import { PublishedSummaryEntries } from './published-summary'
import { CategoryRefWire, ImageWire, SeoWire } from './shared-shapes'

// The blog: its categories and the published articles (GET /api/blog/...).

export const BlogCategoryWire = v.object({ slug: v.string(), name: v.string(), description: v.string() })
export type BlogCategoryWire = v.InferOutput<typeof BlogCategoryWire>

/** A blog category with the number of its published articles. */
export const BlogCategoryWithCountWire = v.object({ ...BlogCategoryWire.entries, article_count: Count })
export type BlogCategoryWithCountWire = v.InferOutput<typeof BlogCategoryWithCountWire>

/** GET /api/blog/categories. */
export const BlogCategoriesWire = v.array(BlogCategoryWithCountWire)
export type BlogCategoriesWire = v.InferOutput<typeof BlogCategoriesWire>

export const ArticleSummaryWire = v.object({
  ...PublishedSummaryEntries,
  category: CategoryRefWire,
  cover: v.nullable(ImageWire),
  reading_minutes: Count,
})
export type ArticleSummaryWire = v.InferOutput<typeof ArticleSummaryWire>

/** GET /api/blog/articles: published only, newest first, the total in `x-total-count`. */
export const ArticleSummariesWire = v.array(ArticleSummaryWire)
export type ArticleSummariesWire = v.InferOutput<typeof ArticleSummariesWire>

export const ArticleWire = v.object({
  ...ArticleSummaryWire.entries,
  body_html: v.string(),
  updated_at: IsoInstant,
  seo: SeoWire,
})
export type ArticleWire = v.InferOutput<typeof ArticleWire>
