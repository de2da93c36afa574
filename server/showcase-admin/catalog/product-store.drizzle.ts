import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { ProductSort } from '../../../src/contract/showcase-admin/catalog-products'
import type { Database, Transaction } from '../../platform/db/database'
import { productVariants, showcaseCategories, showcaseProducts } from '../../platform/db/schema-showcase'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { listStore, windowOf } from '../../platform/db/list-order'
import { containsPattern, deleteById, insertStamped, rowById } from '../../platform/db/table-rows'
import { updateVersioned } from '../../platform/db/versioned-update'
import { findProductPreview } from '../../showcase/showcase.public'
import type { ProductListRequest, ProductRecord, ProductRow, ProductStore, ProductUnit } from './catalog-admin-store'
import { catalogChecks } from './catalog-checks.drizzle'

const sortColumns: Record<ProductSort, SQL> = {
  name: frenchSortKey(showcaseProducts.name),
  position: sql`${showcaseProducts.position}`,
  created_at: sql`${showcaseProducts.createdAt}`,
  updated_at: sql`${showcaseProducts.updatedAt}`,
}

function whereOf({ filters }: ProductListRequest): SQL | undefined {
  const { text, categoryId, published } = filters
  return and(
    text === null ? undefined : ilike(showcaseProducts.name, containsPattern(text)),
    categoryId === null
      ? undefined
      : or(eq(showcaseProducts.categoryId, categoryId), eq(showcaseProducts.subCategoryId, categoryId)),
    published === null ? undefined : eq(showcaseProducts.published, published),
  )
}

// The category's name and the number of variants, for the list's columns.
async function decorate(db: Database | Transaction, rows: ProductRow[]): Promise<ProductRecord[]> {
  if (rows.length === 0) return []
  const categories = await db
    .select({ id: showcaseCategories.id, name: showcaseCategories.name })
    .from(showcaseCategories)
    .where(inArray(showcaseCategories.id, [...new Set(rows.map((row) => row.categoryId))]))
  const variants = await db
    .select({ productId: productVariants.productId, n: count() })
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(productVariants.productId)
  const nameOf = new Map(categories.map((category) => [category.id, category.name]))
  const variantsOf = new Map(variants.map((variant) => [variant.productId, Number(variant.n)]))
  return rows.map((row) => ({
    ...row,
    categoryName: nameOf.get(row.categoryId) ?? '',
    variantCount: variantsOf.get(row.id) ?? 0,
  }))
}

const one = async (db: Database | Transaction, row: ProductRow | null) =>
  row === null ? null : ((await decorate(db, [row]))[0] ?? null)

export function drizzleProductStore(db: Database): ProductStore {
  const batch = async (request: ProductListRequest) =>
    decorate(
      db,
      await windowOf(
        db.select().from(showcaseProducts).where(whereOf(request)).$dynamic(),
        request,
        sortColumns,
        showcaseProducts.id,
      ),
    )
  return {
    ...listStore(db, showcaseProducts, {
      whereOf,
      batch,
      find: async (id) => one(db, await rowById(db, showcaseProducts, id)),
      unit: productUnit,
    }),
    preview: (id) => findProductPreview(db, id),
  }
}

function productUnit(tx: Transaction): ProductUnit {
  return {
    ...catalogChecks(tx),
    lock: async (id) => one(tx, await rowById(tx, showcaseProducts, id, true)),
    categoryLinks: () =>
      tx.select({ id: showcaseCategories.id, parentId: showcaseCategories.parentId }).from(showcaseCategories),
    async insert(values, now) {
      const row = await insertStamped(tx, showcaseProducts, values, now, 'product')
      return (await one(tx, row)) as ProductRecord
    },
    update: async (id, version, values, now) =>
      one(tx, await updateVersioned(tx, showcaseProducts, id, version, { ...values, updatedAt: now })),
    remove: (id) => deleteById(tx, showcaseProducts, id),
  }
}
