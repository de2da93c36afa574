import { eq, or } from 'drizzle-orm'
import type { Database, Transaction } from '../../platform/db/database'
import { showcaseCategories, showcaseProducts } from '../../platform/db/schema-showcase'
import { countRows, deleteById, insertStamped, rowById } from '../../platform/db/table-rows'
import { updateVersioned } from '../../platform/db/versioned-update'
import type { CategoryRecord, CategoryRow, CategoryStore, CategoryUnit } from './catalog-admin-store'
import { catalogChecks } from './catalog-checks.drizzle'

// Children and products (as category or subcategory) of every category, counted once for all.
async function withCounts(db: Database | Transaction, rows: CategoryRow[]): Promise<CategoryRecord[]> {
  const products = await db
    .select({ categoryId: showcaseProducts.categoryId, subCategoryId: showcaseProducts.subCategoryId })
    .from(showcaseProducts)
  const parents = await db.select({ parentId: showcaseCategories.parentId }).from(showcaseCategories)
  return rows.map((row) => ({
    ...row,
    childCount: parents.filter((other) => other.parentId === row.id).length,
    productCount: products.filter((product) => product.categoryId === row.id || product.subCategoryId === row.id)
      .length,
  }))
}

async function countsOf(tx: Transaction, row: CategoryRow): Promise<CategoryRecord> {
  const childCount = await countRows(tx, showcaseCategories, eq(showcaseCategories.parentId, row.id))
  const productCount = await countRows(
    tx,
    showcaseProducts,
    or(eq(showcaseProducts.categoryId, row.id), eq(showcaseProducts.subCategoryId, row.id)),
  )
  return { ...row, childCount, productCount }
}

export function drizzleCategoryStore(db: Database): CategoryStore {
  return {
    async listAll() {
      return withCounts(db, await db.select().from(showcaseCategories))
    },
    run: (work) =>
      db.transaction(async (tx) => {
        const unit: CategoryUnit = {
          ...catalogChecks(tx),
          async lock(id) {
            const row = await rowById(tx, showcaseCategories, id, true)
            return row === null ? null : countsOf(tx, row)
          },
          links: () =>
            tx.select({ id: showcaseCategories.id, parentId: showcaseCategories.parentId }).from(showcaseCategories),
          insert: async (values, now) =>
            countsOf(tx, await insertStamped(tx, showcaseCategories, values, now, 'category')),
          async update(id, version, values, now) {
            const row = await updateVersioned(tx, showcaseCategories, id, version, { ...values, updatedAt: now })
            return row === null ? null : countsOf(tx, row)
          },
          remove: (id) => deleteById(tx, showcaseCategories, id),
        }
        return work(unit)
      }),
  }
}
