import { eq, ilike, sql, type SQL } from 'drizzle-orm'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { listStore, windowOf } from '../../platform/db/list-order'
import { articles, blogCategories } from '../../platform/db/schema-showcase-content'
import { containsPattern, deleteById, insertStamped, rowById, valueTaken } from '../../platform/db/table-rows'
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

const whereOf = (request: BlogCategoryListRequest) =>
  request.text === null ? undefined : ilike(blogCategories.name, containsPattern(request.text))

const read = async (db: Database | Transaction, id: number): Promise<BlogCategoryRecord | null> =>
  (await db.select(columns).from(blogCategories).where(eq(blogCategories.id, id)))[0] ?? null

export function drizzleBlogCategoryStore(db: Database): BlogCategoryStore {
  const batch = (request: BlogCategoryListRequest) =>
    windowOf(
      db.select(columns).from(blogCategories).where(whereOf(request)).$dynamic(),
      request,
      sortColumns,
      blogCategories.id,
    )
  return listStore(db, blogCategories, { whereOf, batch, find: (id) => read(db, id), unit: unitOf })
}

function unitOf(tx: Transaction): BlogCategoryUnit {
  return {
    lock: async (id) => ((await rowById(tx, blogCategories, id, true)) === null ? null : read(tx, id)),
    slugTaken: (slug, exceptId) =>
      valueTaken(tx, blogCategories, blogCategories.slug, slug, {
        lockKey: `vitrine-blog-category-slug:${slug}`,
        exceptId,
      }),
    async insert(values, now) {
      const row = await insertStamped(tx, blogCategories, values, now, 'blog category')
      const record = await read(tx, row.id)
      if (record === null) throw new Error('blog category not inserted')
      return record
    },
    async update(id, version, values, now) {
      const row = await updateVersioned(tx, blogCategories, id, version, { ...values, updatedAt: now })
      return row === null ? null : read(tx, row.id)
    },
    remove: (id) => deleteById(tx, blogCategories, id),
    audit: (entry) => recordAudit(tx, entry),
  }
}
