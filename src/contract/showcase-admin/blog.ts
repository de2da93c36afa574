import * as v from 'valibot'
import { BLOG_ADMIN_MESSAGES as M } from '../../domain/messages/showcase-admin-messages'
import { BACKOFFICE_MESSAGES as B } from '../../domain/messages/backoffice-messages'
import { ARTICLE_STATUS_VALUES, PUBLICATION_STATES } from '../../domain/publication'
import {
  type AdminResource,
  withVersion,
  RecordStampEntries,
  storefrontResource,
  sortedListQuery,
} from '../backoffice/backoffice-shapes'
import {
  Blank,
  chosenId,
  optionalIntegerIn,
  requiredText,
  slugOrEmpty,
  textOrEmpty,
} from '../backoffice/catalog-fields'
import { Count, Id, IsoInstant, multiLineChars, QueryId } from '../wire-primitives'
import { ArticleWire } from '../showcase/blog'
import { optionalMediaId } from './home-fields'
import { ARTICLE_SORTS, BLOG_CATEGORY_SORTS } from './list-sorts'

// The blog of the showcase back office (decision 036): GET/POST /admin/articles, GET/PUT/DELETE
// /admin/articles/{id}, POST /admin/articles/bulk (publish / unpublish), GET /admin/articles/{id}/preview
// (the public article wire of src/contract/showcase/blog.ts, whatever its state), and
// GET/POST /admin/blog-categories, GET/PUT/DELETE /admin/blog-categories/{id}.

export const ArticleAdminWire = v.object({
  id: Id,
  slug: v.string(),
  title: v.string(),
  excerpt: v.string(),
  /** Sanitised on write: only the rich-text allow-list survives. */
  body_html: v.string(),
  category_id: Id,
  category_name: v.string(),
  cover_id: v.nullable(Id),
  status: v.picklist(ARTICLE_STATUS_VALUES),
  /** Computed with the server's clock at the time of the answer. */
  state: v.picklist(PUBLICATION_STATES),
  published_at: v.nullable(IsoInstant),
  reading_minutes: Count,
  seo_title: v.string(),
  seo_description: v.string(),
  seo_image_id: v.nullable(Id),
  ...RecordStampEntries,
})
export type ArticleAdminWire = v.InferOutput<typeof ArticleAdminWire>

export const MAX_ARTICLE_BODY = 200_000

/** An instant as the form sends it (ISO 8601 with its offset); '' or null is "no date". */
const optionalInstant = v.optional(
  v.union(
    [
      Blank,
      v.pipe(
        v.string(M.dateInvalid),
        v.trim(),
        v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, M.dateInvalid),
        v.check((text) => !Number.isNaN(Date.parse(text)), M.dateInvalid),
        v.transform((text) => new Date(text).toISOString()),
      ),
    ],
    M.dateInvalid,
  ),
  null,
)

const articleEntries = {
  title: requiredText(200, M.titleTooLong),
  slug: slugOrEmpty(M),
  excerpt: textOrEmpty(1000, M.excerptTooLong, true),
  body_html: v.optional(
    v.pipe(v.string(B.required), multiLineChars(), v.maxLength(MAX_ARTICLE_BODY, M.bodyTooLong)),
    '',
  ),
  category_id: chosenId(M.categoryRequired),
  cover_id: optionalMediaId(M.coverUnknown),
  status: v.picklist(ARTICLE_STATUS_VALUES, M.statusInvalid),
  published_at: optionalInstant,
  seo_title: textOrEmpty(120, M.seoTitleTooLong),
  seo_description: textOrEmpty(300, M.seoDescriptionTooLong, true),
  seo_image_id: optionalMediaId(M.coverUnknown),
}

// A published article without a date is dated when saved; a future date schedules it (src/domain/publication.ts).
export const ArticleBody = v.object(articleEntries)
export type ArticleBody = v.InferOutput<typeof ArticleBody>
export type ArticleBodyInput = v.InferInput<typeof ArticleBody>
export const ArticleUpdateBody = withVersion(articleEntries)
export type ArticleUpdateBody = v.InferOutput<typeof ArticleUpdateBody>

export type ArticleSort = (typeof ARTICLE_SORTS)[number]

export const ArticleListQuery = sortedListQuery(ARTICLE_SORTS, {
  state: v.optional(v.picklist(PUBLICATION_STATES)),
  category_id: v.optional(QueryId),
})
export type ArticleListQuery = v.InferOutput<typeof ArticleListQuery>

/** POST /admin/articles/bulk: publish (today when it had no date) or back to draft. */
export const ARTICLE_BULK_ACTIONS = ['publish', 'unpublish'] as const
export const ArticleBulkAction = v.picklist(ARTICLE_BULK_ACTIONS, M.bulkActionUnknown)

export const ARTICLES = storefrontResource('/admin/articles', 'vitrine_article', {
  item: ArticleAdminWire,
  createBody: ArticleBody,
  updateBody: ArticleUpdateBody,
})

export const BlogCategoryAdminWire = v.object({
  id: Id,
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  position: v.number(),
  /** Every article of the category, drafts included: a category in use cannot be deleted. */
  article_count: Count,
  ...RecordStampEntries,
})
export type BlogCategoryAdminWire = v.InferOutput<typeof BlogCategoryAdminWire>

const blogCategoryEntries = {
  name: requiredText(120, M.nameTooLong),
  slug: slugOrEmpty(M),
  description: textOrEmpty(2000, M.descriptionTooLong, true),
  position: v.pipe(
    optionalIntegerIn(0, 10_000, {
      low: M.positionRange,
      high: M.positionRange,
    }),
    v.transform((position) => position ?? 0),
  ),
}
export const BlogCategoryBody = v.object(blogCategoryEntries)
export type BlogCategoryBody = v.InferOutput<typeof BlogCategoryBody>
export const BlogCategoryUpdateBody = withVersion(blogCategoryEntries)
export type BlogCategoryUpdateBody = v.InferOutput<typeof BlogCategoryUpdateBody>
export const BlogCategoryListQuery = sortedListQuery(BLOG_CATEGORY_SORTS)

export const BLOG_CATEGORIES = storefrontResource('/admin/blog-categories', 'vitrine_blog_category', {
  item: BlogCategoryAdminWire,
  createBody: BlogCategoryBody,
  updateBody: BlogCategoryUpdateBody,
})

/**
 * GET /admin/articles/{id}/preview: the article as its public page shows it (src/contract/storefront/
 * blog.ts), whatever its state. Read only: its bodies are the article's, never sent.
 */
export const ARTICLE_PREVIEWS: AdminResource<typeof ArticleWire, typeof ArticleBody, typeof ArticleUpdateBody> = {
  ...ARTICLES,
  item: ArticleWire,
}
