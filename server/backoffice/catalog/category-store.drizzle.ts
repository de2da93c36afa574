import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm'
import type { CategorySort } from '../../../src/contract/backoffice/categories'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { brands } from '../../platform/db/schema'
import { categories, products } from '../../platform/db/schema-portal'
import type { CategoryListRequest, CategoryStore, CategoryUnit, CategoryView } from './category-store'
import { containsPattern, lockValue } from './catalog-sql.drizzle'

const sortColumns: Record<CategorySort, SQL | typeof categories.createdAt> = {
  name: frenchSortKey(categories.name),
  slug: sql`${categories.slug}`,
  brand_name: frenchSortKey(brands.name),
  created_at: categories.createdAt,
}

const productCount =
  sql<number>`(select count(*) from ${products} where ${products.categoryId} = ${categories.id})`.mapWith(Number)

function whereOf(request: CategoryListRequest): SQL | undefined {
  const { text, brandId } = request.filters
  return and(
    text === null ? undefined : ilike(categories.name, containsPattern(text)),
    brandId === null ? undefined : eq(categories.brandId, brandId),
  )
}

function views(db: Database | Transaction) {
  return db
    .select({
      id: categories.id,
      brandId: categories.brandId,
      name: categories.name,
      slug: categories.slug,
      createdAt: categories.createdAt,
      updatedAt: categories.updatedAt,
      version: categories.version,
      brandName: brands.name,
      productCount,
    })
    .from(categories)
    .innerJoin(brands, eq(brands.id, categories.brandId))
}

async function viewOf(db: Database | Transaction, id: number): Promise<CategoryView | null> {
  const [row] = await views(db).where(eq(categories.id, id))
  return row ?? null
}

export function drizzleCategoryStore(db: Database): CategoryStore {
  const batch = (request: CategoryListRequest) => {
    const direction = request.order === 'DESC' ? desc : asc
    return views(db)
      .where(whereOf(request))
      .orderBy(direction(sortColumns[request.sort]), direction(categories.id))
      .limit(request.limit)
      .offset(request.start)
  }
  return {
    async list(request) {
      const [items, [counted]] = await Promise.all([
        batch(request),
        db.select({ total: count() }).from(categories).where(whereOf(request)),
      ])
      return { total: Number(counted?.total ?? 0), items }
    },
    batch,
    find: (id) => viewOf(db, id),
    run: (work) =>
      db.transaction(async (tx) => {
        const unit: CategoryUnit = {
          async lock(id) {
            const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update')
            return row ?? null
          },
          async brandExists(brandId) {
            const [row] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId))
            return row !== undefined
          },
          async slugTaken(brandId, slug, exceptId) {
            await lockValue(tx, `category-slug:${brandId}:${slug}`)
            const same = and(eq(categories.brandId, brandId), eq(categories.slug, slug))
            const others = exceptId === null ? same : and(same, ne(categories.id, exceptId))
            const [row] = await tx.select({ id: categories.id }).from(categories).where(others).limit(1)
            return row !== undefined
          },
          async productCount(id) {
            const [row] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id))
            return Number(row?.n ?? 0)
          },
          async insert(values, now) {
            const [row] = await tx
              .insert(categories)
              .values({ ...values, createdAt: now, updatedAt: now })
              .returning()
            if (row === undefined) throw new Error('category not inserted')
            return row
          },
          async update(id, version, values, now) {
            const [row] = await tx
              .update(categories)
              .set({ ...values, updatedAt: now, version: sql`${categories.version} + 1` })
              .where(and(eq(categories.id, id), eq(categories.version, version)))
              .returning()
            return row ?? null
          },
          async remove(id) {
            await tx.delete(categories).where(eq(categories.id, id))
          },
          view: (id) => viewOf(tx, id),
          audit: (entry) => recordAudit(tx, entry),
        }
        return work(unit)
      }),
  }
}
