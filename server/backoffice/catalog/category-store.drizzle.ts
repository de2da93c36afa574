import { and, eq, ilike, sql, type SQL } from 'drizzle-orm'
import type { CategorySort } from '../../../src/contract/backoffice/categories'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { listStore, windowOf } from '../../platform/db/list-order'
import { brands } from '../../platform/db/schema'
import { categories, products } from '../../platform/db/schema-portal'
import { containsPattern, countRows, deleteById, insertStamped, rowById } from '../../platform/db/table-rows'
import { updateVersioned } from '../../platform/db/versioned-update'
import { brandExists, takenInBrand } from './catalog-sql.drizzle'
import type { CategoryListRequest, CategoryStore, CategoryUnit, CategoryView } from './category-store'

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
  const batch = (request: CategoryListRequest) =>
    windowOf(views(db).where(whereOf(request)).$dynamic(), request, sortColumns, categories.id)
  return listStore(db, categories, { whereOf, batch, find: (id) => viewOf(db, id), unit: categoryUnit })
}

function categoryUnit(tx: Transaction): CategoryUnit {
  return {
    lock: (id) => rowById(tx, categories, id, true),
    brandExists: (brandId) => brandExists(tx, brandId),
    slugTaken: (brandId, slug, exceptId) =>
      takenInBrand(tx, categories, categories.slug, 'category-slug', brandId, slug, exceptId),
    productCount: (id) => countRows(tx, products, eq(products.categoryId, id)),
    insert: (values, now) => insertStamped(tx, categories, values, now, 'category'),
    update: (id, version, values, now) => updateVersioned(tx, categories, id, version, { ...values, updatedAt: now }),
    remove: (id) => deleteById(tx, categories, id),
    view: (id) => viewOf(tx, id),
    audit: (entry) => recordAudit(tx, entry),
  }
}
