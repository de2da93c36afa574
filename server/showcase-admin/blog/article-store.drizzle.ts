import { and, eq, gt, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import type { ArticleSort } from '../../../src/contract/showcase-admin/blog'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { listStore, windowOf } from '../../platform/db/list-order'
import { media } from '../../platform/db/schema-showcase'
import { updateVersioned } from '../../platform/db/versioned-update'
import { articles, blogCategories } from '../../platform/db/schema-showcase-content'
import { containsPattern, deleteById, insertStamped, rowById, valueTaken } from '../../platform/db/table-rows'
import { imageOf, loadImages } from '../../platform/media/media.public'
import type { ArticleFilters, ArticleListRequest, ArticleRecord, ArticleStore, ArticleUnit } from './article-store'

const sortColumns: Record<ArticleSort, SQL> = {
  title: sql`lower(${articles.title})`,
  published_at: sql`${articles.publishedAt}`,
  updated_at: sql`${articles.updatedAt}`,
  created_at: sql`${articles.createdAt}`,
}

const columns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  bodyHtml: articles.bodyHtml,
  readingMinutes: articles.readingMinutes,
  categoryId: articles.categoryId,
  categoryName: blogCategories.name,
  coverId: articles.coverId,
  status: articles.status,
  publishedAt: articles.publishedAt,
  seoTitle: articles.seoTitle,
  seoDescription: articles.seoDescription,
  seoImageId: articles.seoImageId,
  version: articles.version,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
}

// The three states of src/domain/publication.ts, in SQL, against the instant of the request.
function stateWhere(state: ArticleFilters['state'], now: Date): SQL | undefined {
  const published = eq(articles.status, 'published')
  if (state === 'draft') return or(ne(articles.status, 'published'), isNull(articles.publishedAt))
  if (state === 'scheduled') return and(published, gt(articles.publishedAt, now))
  if (state === 'published') return and(published, lte(articles.publishedAt, now))
  return undefined
}

function whereOf({ filters }: ArticleListRequest): SQL | undefined {
  return and(
    filters.text === null ? undefined : ilike(articles.title, containsPattern(filters.text)),
    filters.categoryId === null ? undefined : eq(articles.categoryId, filters.categoryId),
    stateWhere(filters.state, filters.now),
  )
}

const withCategory = (db: Database | Transaction) =>
  db.select(columns).from(articles).innerJoin(blogCategories, eq(blogCategories.id, articles.categoryId)).$dynamic()

const read = async (db: Database | Transaction, id: number): Promise<ArticleRecord | null> =>
  (await withCategory(db).where(eq(articles.id, id)))[0] ?? null

export function drizzleArticleStore(db: Database): ArticleStore {
  const batch = (request: ArticleListRequest) =>
    windowOf(withCategory(db).where(whereOf(request)), request, sortColumns, articles.id)
  const find = (id: number) => read(db, id)
  return {
    ...listStore(db, articles, { whereOf, batch, find, unit: unitOf }),
    async previewParts(id) {
      const record = await find(id)
      if (record === null) return null
      const category = await rowById(db, blogCategories, record.categoryId)
      const images = await loadImages(db, [record.coverId])
      return { record, categorySlug: category?.slug ?? '', cover: imageOf(images, record.coverId) }
    },
  }
}

function unitOf(tx: Transaction): ArticleUnit {
  const reread = (id: number) => read(tx, id)
  return {
    lock: async (id) => ((await rowById(tx, articles, id, true)) === null ? null : reread(id)),
    slugTaken: (slug, exceptId) =>
      valueTaken(tx, articles, articles.slug, slug, { lockKey: `vitrine-article-slug:${slug}`, exceptId }),
    categoryExists: async (id) => (await rowById(tx, blogCategories, id)) !== null,
    async knownImages(ids) {
      if (ids.length === 0) return new Set()
      const rows = await tx
        .select({ id: media.id })
        .from(media)
        .where(and(inArray(media.id, [...ids]), eq(media.kind, 'image')))
      return new Set(rows.map((row) => row.id))
    },
    async insert(values, now) {
      const record = await reread((await insertStamped(tx, articles, values, now, 'article')).id)
      if (record === null) throw new Error('article not inserted')
      return record
    },
    async update(id, version, values, now) {
      const row = await updateVersioned(tx, articles, id, version, { ...values, updatedAt: now })
      return row === null ? null : reread(row.id)
    },
    remove: (id) => deleteById(tx, articles, id),
    audit: (entry) => recordAudit(tx, entry),
  }
}
