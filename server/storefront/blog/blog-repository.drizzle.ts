import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { articles, blogCategories } from '../../db/schema-showcase-content'
import { imageOf, loadImages } from '../../media/media.public'
import type { ArticleSummary } from './blog-records'
import type { BlogRepository } from './blog-repository'

const isPublished = eq(articles.status, 'published')

export function drizzleBlogRepository(db: Database): BlogRepository {
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
      .where(and(isPublished, where))
      // Newest first; the id breaks ties so that pages never overlap.
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .$dynamic()
    const rows = paging === null ? await base : await base.limit(paging.limit).offset(paging.start)
    const images = await loadImages(db, rows.map((row) => row.coverId))
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
        .leftJoin(articles, and(eq(articles.categoryId, blogCategories.id), isPublished))
        .groupBy(blogCategories.id)
        .orderBy(asc(blogCategories.position), asc(blogCategories.id))
      return rows
    },

    async listPublishedArticles(filter, paging) {
      const where = filter.categoryId === null ? undefined : eq(articles.categoryId, filter.categoryId)
      const items = await summaries(where, paging)
      const [row] = await db.select({ total: count() }).from(articles).where(and(isPublished, where))
      return { items: items.map((item) => item.summary), total: row?.total ?? 0 }
    },

    async findPublishedArticle(slug) {
      const [found] = await summaries(eq(articles.slug, slug), null)
      if (found === undefined) return null
      const [body] = await db.select({ bodyHtml: articles.bodyHtml }).from(articles).where(eq(articles.slug, slug))
      return { ...found.summary, bodyHtml: body?.bodyHtml ?? '', updatedAt: found.updatedAt }
    },

    async listPublishedArticleStamps() {
      return db
        .select({ slug: articles.slug, updatedAt: articles.updatedAt, categorySlug: blogCategories.slug })
        .from(articles)
        .innerJoin(blogCategories, eq(blogCategories.id, articles.categoryId))
        .where(isPublished)
        .orderBy(desc(articles.publishedAt), desc(articles.id))
    },
  }
}
