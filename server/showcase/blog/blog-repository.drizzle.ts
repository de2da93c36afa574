import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import type { Clock } from '../../platform/shared/clock'
import { articles, blogCategories } from '../../platform/db/schema-showcase-content'
import { countRows } from '../../platform/db/table-rows'
import { imageOf, loadImages } from '../../platform/media/media.public'
import type { ArticleSummary } from './blog-records'
import type { BlogRepository } from './blog-repository'

// Public means published AND dated no later than now, the clock read at each query: a scheduled
// article appears at its time with no restart (src/domain/publication.ts says the same in words).
const publicAt = (now: Date) => and(eq(articles.status, 'published'), lte(articles.publishedAt, now))

const lastChange =
  sql<Date>`greatest(${articles.updatedAt}, coalesce(${articles.publishedAt}, ${articles.updatedAt}))`.mapWith(
    articles.updatedAt,
  )

export function drizzleBlogRepository(db: Database, clock: Clock): BlogRepository {
  const isPublished = () => publicAt(clock.now())
  const summaries = async (where: SQL | undefined, paging: { start: number; limit: number } | null) => {
    const base = db
      .select({
        slug: articles.slug,
        title: articles.title,
        excerpt: articles.excerpt,
        publishedAt: articles.publishedAt,
        readingMinutes: articles.readingMinutes,
        coverId: articles.coverId,
        updatedAt: articles.updatedAt,
        categorySlug: blogCategories.slug,
        categoryName: blogCategories.name,
      })
      .from(articles)
      .innerJoin(blogCategories, eq(blogCategories.id, articles.categoryId))
      .where(and(isPublished(), where))
      // Newest first; the id breaks ties so that pages never overlap.
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .$dynamic()
    const rows = paging === null ? await base : await base.limit(paging.limit).offset(paging.start)
    const images = await loadImages(
      db,
      rows.map((row) => row.coverId),
    )
    return rows.map((row) => ({
      summary: {
        slug: row.slug,
        title: row.title,
        excerpt: row.excerpt,
        // The published_has_date check makes this non-null for published rows.
        publishedAt: row.publishedAt ?? row.updatedAt,
        category: { slug: row.categorySlug, name: row.categoryName },
        cover: imageOf(images, row.coverId),
        readingMinutes: row.readingMinutes,
      } satisfies ArticleSummary,
      updatedAt: row.updatedAt,
    }))
  }

  return {
    async listCategories() {
      const rows = await db
        .select({
          id: blogCategories.id,
          slug: blogCategories.slug,
          name: blogCategories.name,
          description: blogCategories.description,
          updatedAt: blogCategories.updatedAt,
          articleCount: count(articles.id),
        })
        .from(blogCategories)
        .leftJoin(articles, and(eq(articles.categoryId, blogCategories.id), isPublished()))
        .groupBy(blogCategories.id)
        .orderBy(asc(blogCategories.position), asc(blogCategories.id))
      return rows
    },

    async listPublishedArticles(filter, paging) {
      const where = filter.categoryId === null ? undefined : eq(articles.categoryId, filter.categoryId)
      const items = await summaries(where, paging)
      const total = await countRows(db, articles, and(isPublished(), where))
      return { items: items.map((item) => item.summary), total }
    },

    async findPublishedArticle(slug) {
      const [found] = await summaries(eq(articles.slug, slug), null)
      if (found === undefined) return null
      const [body] = await db
        .select({
          bodyHtml: articles.bodyHtml,
          seoTitle: articles.seoTitle,
          seoDescription: articles.seoDescription,
          seoImageId: articles.seoImageId,
        })
        .from(articles)
        .where(eq(articles.slug, slug))
      const seoImageId = body?.seoImageId ?? null
      const seo = {
        title: body?.seoTitle ?? '',
        description: body?.seoDescription ?? '',
        image: imageOf(await loadImages(db, [seoImageId]), seoImageId),
      }
      return { ...found.summary, bodyHtml: body?.bodyHtml ?? '', updatedAt: found.updatedAt, seo }
    },

    async listPublishedArticleStamps() {
      return (
        db
          // A scheduled article goes live after its last edit: its sitemap date is the later of the two.
          .select({ slug: articles.slug, updatedAt: lastChange, categorySlug: blogCategories.slug })
          .from(articles)
          .innerJoin(blogCategories, eq(blogCategories.id, articles.categoryId))
          .where(isPublished())
          .orderBy(desc(articles.publishedAt), desc(articles.id))
      )
    },
  }
}
