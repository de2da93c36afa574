import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import type { ArticleSort } from '../../../src/contract/showcase-admin/blog'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { media } from '../../platform/db/schema-showcase'
import { updateVersioned } from '../../platform/db/versioned-update'
import { articles, blogCategories } from '../../platform/db/schema-showcase-content'
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

function whereOf({ filters }: ArticleListRequest): SQL | undefined {
  return and(
    filters.text === null ? undefined : ilike(articles.title, `%${escapeLike(filters.text)}%`),
    filters.categoryId === null ? undefined : eq(articles.categoryId, filters.categoryId),
    stateWhere(filters.state, filters.now),
  )
}

const withCategory = (db: Database | Transaction) =>
  db.select(columns).from(articles).innerJoin(blogCategories, eq(blogCategories.id, articles.categoryId)).$dynamic()

export function drizzleArticleStore(db: Database): ArticleStore {
  const find = async (id: number): Promise<ArticleRecord | null> =>
    (await withCategory(db).where(eq(articles.id, id)))[0] ?? null
  return {
    async list(request) {
      const direction = request.order === 'DESC' ? desc : asc
      const [items, [counted]] = await Promise.all([
        withCategory(db)
          .where(whereOf(request))
          .orderBy(direction(sortColumns[request.sort]), direction(articles.id))
          .limit(request.limit)
          .offset(request.start),
        db.select({ total: count() }).from(articles).where(whereOf(request)),
      ])
      return { total: Number(counted?.total ?? 0), items }
    },
    find,
    async previewParts(id) {
      const record = await find(id)
      if (record === null) return null
      const [category] = await db
        .select({ slug: blogCategories.slug })
        .from(blogCategories)
        .where(eq(blogCategories.id, record.categoryId))
      const images = await loadImages(db, [record.coverId])
      return { record, categorySlug: category?.slug ?? '', cover: imageOf(images, record.coverId) }
    },
    run: (work) => db.transaction((tx) => work(unitOf(tx))),
  }
}

function unitOf(tx: Transaction): ArticleUnit {
  const reread = async (id: number) => (await withCategory(tx).where(eq(articles.id, id)))[0] ?? null
  return {
    async lock(id) {
      const [row] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, id)).for('update')
      return row === undefined ? null : reread(id)
    },
    async slugTaken(slug, exceptId) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vitrine-article-slug:${slug}`}))`)
      const same = eq(articles.slug, slug)
      const where = exceptId === null ? same : and(same, ne(articles.id, exceptId))
      const [row] = await tx.select({ id: articles.id }).from(articles).where(where).limit(1)
      return row !== undefined
    },
    async categoryExists(id) {
      const [row] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, id))
      return row !== undefined
    },
    async knownImages(ids) {
      if (ids.length === 0) return new Set()
      const rows = await tx
        .select({ id: media.id })
        .from(media)
        .where(and(inArray(media.id, [...ids]), eq(media.kind, 'image')))
      return new Set(rows.map((row) => row.id))
    },
    async insert(values, now) {
      const [row] = await tx
        .insert(articles)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning({ id: articles.id })
      const record = row === undefined ? null : await reread(row.id)
      if (record === null) throw new Error('article not inserted')
      return record
    },
    async update(id, version, values, now) {
      const row = await updateVersioned(tx, articles, id, version, { ...values, updatedAt: now })
      return row === null ? null : reread(row.id)
    },
    async remove(id) {
      await tx.delete(articles).where(eq(articles.id, id))
    },
    audit: (entry) => recordAudit(tx, entry),
  }
}
