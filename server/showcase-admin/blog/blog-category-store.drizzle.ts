import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { articles, blogCategories } from '../../platform/db/schema-showcase-content'
import { updateVersioned } from '../../platform/db/versioned-update'
import type {
  BlogCategoryListRequest,
  BlogCategoryRecord,
  BlogCategorySort,
  BlogCategoryStore,
  BlogCategoryUnit,
} from './blog-category-store'

const sortColumns: Record<BlogCategorySort, SQL> = {
  name: sql`lower(${blogCategories.name})`,
  position: sql`${blogCategories.position}`,
  created_at: sql`${blogCategories.createdAt}`,
}

const articleCount = sql<number>`(select count(*) from ${articles} where ${articles.categoryId} = ${blogCategories.id})`
const columns = {
  id: blogCategories.id,
  slug: blogCategories.slug,
  name: blogCategories.name,
  description: blogCategories.description,
  position: blogCategories.position,
  articleCount: sql<number>`${articleCount}::int`,
  version: blogCategories.version,
  createdAt: blogCategories.createdAt,
  updatedAt: blogCategories.updatedAt,
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)
const whereOf = (request: BlogCategoryListRequest) =>
  request.text === null ? undefined : ilike(blogCategories.name, `%${escapeLike(request.text)}%`)

const read = async (db: Database | Transaction, id: number): Promise<BlogCategoryRecord | null> =>
  (await db.select(columns).from(blogCategories).where(eq(blogCategories.id, id)))[0] ?? null

export function drizzleBlogCategoryStore(db: Database): BlogCategoryStore {
  return {
    async list(request) {
      const direction = request.order === 'DESC' ? desc : asc
      const [items, [counted]] = await Promise.all([
        db
          .select(columns)
          .from(blogCategories)
          .where(whereOf(request))
          .orderBy(direction(sortColumns[request.sort]), direction(blogCategories.id))
          .limit(request.limit)
          .offset(request.start),
        db.select({ total: count() }).from(blogCategories).where(whereOf(request)),
      ])
      return { total: Number(counted?.total ?? 0), items }
    },
    find: (id) => read(db, id),
    run: (work) => db.transaction((tx) => work(unitOf(tx))),
  }
}

function unitOf(tx: Transaction): BlogCategoryUnit {
  return {
    async lock(id) {
      const [row] = await tx
        .select({ id: blogCategories.id })
        .from(blogCategories)
        .where(eq(blogCategories.id, id))
        .for('update')
      return row === undefined ? null : read(tx, id)
    },
    async slugTaken(slug, exceptId) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vitrine-blog-category-slug:${slug}`}))`)
      const same = eq(blogCategories.slug, slug)
      const where = exceptId === null ? same : and(same, ne(blogCategories.id, exceptId))
      const [row] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(where).limit(1)
      return row !== undefined
    },
    async insert(values, now) {
      const [row] = await tx
        .insert(blogCategories)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning({ id: blogCategories.id })
      const record = row === undefined ? null : await read(tx, row.id)
      if (record === null) throw new Error('blog category not inserted')
      return record
    },
    async update(id, version, values, now) {
      const row = await updateVersioned(tx, blogCategories, id, version, { ...values, updatedAt: now })
      return row === null ? null : read(tx, row.id)
    },
    async remove(id) {
      await tx.delete(blogCategories).where(eq(blogCategories.id, id))
    },
    audit: (entry) => recordAudit(tx, entry),
  }
}
