import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { AdminProductSort } from '../../../src/contract/backoffice/products'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { listStore, windowOf } from '../../platform/db/list-order'
import { brands } from '../../platform/db/schema'
import { cartLines, categories, orderLines, productOptions, products } from '../../platform/db/schema-portal'
import { containsPattern, deleteById, insertStamped, rowById } from '../../platform/db/table-rows'
import { updateVersioned } from '../../platform/db/versioned-update'
import { brandExists, takenInBrand } from './catalog-sql.drizzle'
import type { OptionRecord, ProductListRequest, ProductStore, ProductUnit, ProductView } from './product-store'

type Db = Database | Transaction

const sortColumns: Record<AdminProductSort, SQL | typeof products.createdAt> = {
  name: frenchSortKey(products.name),
  reference: frenchSortKey(products.reference),
  brand_name: frenchSortKey(brands.name),
  created_at: products.createdAt,
}

function whereOf(request: ProductListRequest): SQL | undefined {
  const { text, brandId, categoryId, active } = request.filters
  const pattern = text === null ? null : containsPattern(text)
  return and(
    pattern === null ? undefined : or(ilike(products.name, pattern), ilike(products.reference, pattern)),
    brandId === null ? undefined : eq(products.brandId, brandId),
    categoryId === null ? undefined : eq(products.categoryId, categoryId),
    active === null ? undefined : eq(products.active, active),
  )
}

const rowsQuery = (db: Db) =>
  db
    .select({ product: products, brandName: brands.name, categoryName: categories.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))

type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['where']>>[number]

// The options of a page of products in one query, kept in their creation order.
async function withOptions(db: Db, rows: Row[]): Promise<ProductView[]> {
  const ids = rows.map((row) => row.product.id)
  const options =
    ids.length === 0 ? [] : await db.select().from(productOptions).where(inArray(productOptions.productId, ids))
  const byProduct = new Map<number, OptionRecord[]>()
  for (const option of options.sort((a, b) => a.id - b.id)) {
    byProduct.set(option.productId, [...(byProduct.get(option.productId) ?? []), option])
  }
  return rows.map((row) => ({
    ...row.product,
    brandName: row.brandName,
    categoryName: row.categoryName,
    options: byProduct.get(row.product.id) ?? [],
  }))
}

async function viewOf(db: Db, id: number): Promise<ProductView | null> {
  const [view] = await withOptions(db, await rowsQuery(db).where(eq(products.id, id)))
  return view ?? null
}

export function drizzleProductStore(db: Database): ProductStore {
  const batch = async (request: ProductListRequest) =>
    withOptions(db, await windowOf(rowsQuery(db).where(whereOf(request)).$dynamic(), request, sortColumns, products.id))
  return listStore(db, products, { whereOf, batch, find: (id) => viewOf(db, id), unit: productUnit })
}

function productUnit(tx: Transaction): ProductUnit {
  return {
    lock: (id) => rowById(tx, products, id, true),
    options: (productId) =>
      tx.select().from(productOptions).where(eq(productOptions.productId, productId)).orderBy(asc(productOptions.id)),
    brandExists: (brandId) => brandExists(tx, brandId),
    async categoryBrand(categoryId) {
      const [row] = await tx
        .select({ brandId: categories.brandId })
        .from(categories)
        .where(eq(categories.id, categoryId))
      return row?.brandId ?? null
    },
    referenceTaken: (brandId, reference, exceptId) =>
      takenInBrand(tx, products, products.reference, 'product-reference', brandId, reference, exceptId),
    insert: (values, now) => insertStamped(tx, products, values, now, 'product'),
    update: (id, version, values, now) => updateVersioned(tx, products, id, version, { ...values, updatedAt: now }),
    async insertOption(productId, values) {
      const [row] = await tx
        .insert(productOptions)
        .values({ ...values, productId })
        .returning()
      if (row === undefined) throw new Error('option not inserted')
      return row
    },
    async updateOption(optionId, values) {
      const [row] = await tx.update(productOptions).set(values).where(eq(productOptions.id, optionId)).returning()
      if (row === undefined) throw new Error('option not updated')
      return row
    },
    async optionsInUse(ids) {
      if (ids.length === 0) return new Set()
      const inCarts = await tx
        .selectDistinct({ id: cartLines.optionId })
        .from(cartLines)
        .where(inArray(cartLines.optionId, [...ids]))
      const inOrders = await tx
        .selectDistinct({ id: orderLines.optionId })
        .from(orderLines)
        .where(inArray(orderLines.optionId, [...ids]))
      return new Set([...inCarts, ...inOrders].map((row) => row.id))
    },
    async deactivateOptions(ids) {
      if (ids.length > 0)
        await tx
          .update(productOptions)
          .set({ active: false })
          .where(inArray(productOptions.id, [...ids]))
    },
    async deleteOptions(ids) {
      if (ids.length > 0) await tx.delete(productOptions).where(inArray(productOptions.id, [...ids]))
    },
    async inOrders(productId) {
      const [row] = await tx
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(eq(orderLines.productId, productId))
        .limit(1)
      return row !== undefined
    },
    remove: (id) => deleteById(tx, products, id),
    view: (id) => viewOf(tx, id),
    audit: (entry) => recordAudit(tx, entry),
  }
}
