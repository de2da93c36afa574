import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { ProductSort } from '../../../src/contract/showcase-admin/catalog-products'
import type { Database, Transaction } from '../../platform/db/database'
import { productVariants, showcaseCategories, showcaseProducts } from '../../platform/db/schema-showcase'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { updateVersioned } from '../../platform/db/versioned-update'
import { findProductPreview } from '../../showcase/showcase.public'
import type { ProductListRequest, ProductRecord, ProductRow, ProductStore, ProductUnit } from './catalog-admin-store'
import { catalogChecks, containsPattern } from './catalog-checks.drizzle'

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

const one = async (db: Database | Transaction, row: ProductRow | undefined) =>
  row === undefined ? null : ((await decorate(db, [row]))[0] ?? null)

export function drizzleProductStore(db: Database): ProductStore {
  return {
    async list(request) {
      const direction = request.order === 'DESC' ? desc : asc
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(showcaseProducts)
          .where(whereOf(request))
          .orderBy(direction(sortColumns[request.sort]), direction(showcaseProducts.id))
          .limit(request.limit)
          .offset(request.start),
        db.select({ total: count() }).from(showcaseProducts).where(whereOf(request)),
      ])
      return { total: Number(counted?.total ?? 0), items: await decorate(db, rows) }
    },
    async find(id) {
      const [row] = await db.select().from(showcaseProducts).where(eq(showcaseProducts.id, id))
      return one(db, row)
    },
    preview: (id) => findProductPreview(db, id),
    run: (work) =>
      db.transaction(async (tx) => {
        const unit: ProductUnit = {
          ...catalogChecks(tx),
          async lock(id) {
            const [row] = await tx.select().from(showcaseProducts).where(eq(showcaseProducts.id, id)).for('update')
            return one(tx, row)
          },
          categoryLinks: () =>
            tx.select({ id: showcaseCategories.id, parentId: showcaseCategories.parentId }).from(showcaseCategories),
          async insert(values, now) {
            const [row] = await tx
              .insert(showcaseProducts)
              .values({ ...values, createdAt: now, updatedAt: now })
              .returning()
            if (row === undefined) throw new Error('product not inserted')
            return (await one(tx, row)) as ProductRecord
          },
          async update(id, version, values, now) {
            const row = await updateVersioned(tx, showcaseProducts, id, version, { ...values, updatedAt: now })
            return one(tx, row ?? undefined)
          },
          async remove(id) {
            await tx.delete(showcaseProducts).where(eq(showcaseProducts.id, id))
          },
        }
        return work(unit)
      }),
  }
}
