import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import type { AdminProductSort } from '../../../src/contract/backoffice/products'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { brands } from '../../platform/db/schema'
import { cartLines, categories, orderLines, productOptions, products } from '../../platform/db/schema-portal'
import { containsPattern, lockValue } from './catalog-sql.drizzle'
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
  const batch = async (request: ProductListRequest) => {
    const direction = request.order === 'DESC' ? desc : asc
    const rows = await rowsQuery(db)
      .where(whereOf(request))
      .orderBy(direction(sortColumns[request.sort]), direction(products.id))
      .limit(request.limit)
      .offset(request.start)
    return withOptions(db, rows)
  }
  return {
    async list(request) {
      const [items, [counted]] = await Promise.all([
        batch(request),
        db.select({ total: count() }).from(products).where(whereOf(request)),
      ])
      return { total: Number(counted?.total ?? 0), items }
    },
    batch,
    find: (id) => viewOf(db, id),
    run: (work) => db.transaction((tx) => work(productUnit(tx))),
  }
}

function productUnit(tx: Transaction): ProductUnit {
  return {
    async lock(id) {
      const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update')
      return row ?? null
    },
    options: (productId) =>
      tx.select().from(productOptions).where(eq(productOptions.productId, productId)).orderBy(asc(productOptions.id)),
    async brandExists(brandId) {
      const [row] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId))
      return row !== undefined
    },
    async categoryBrand(categoryId) {
      const [row] = await tx
        .select({ brandId: categories.brandId })
        .from(categories)
        .where(eq(categories.id, categoryId))
      return row?.brandId ?? null
    },
    async referenceTaken(brandId, reference, exceptId) {
      await lockValue(tx, `product-reference:${brandId}:${reference}`)
      const same = and(eq(products.brandId, brandId), eq(products.reference, reference))
      const others = exceptId === null ? same : and(same, ne(products.id, exceptId))
      const [row] = await tx.select({ id: products.id }).from(products).where(others).limit(1)
      return row !== undefined
    },
    async insert(values, now) {
      const [row] = await tx
        .insert(products)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning()
      if (row === undefined) throw new Error('product not inserted')
      return row
    },
    async update(id, version, values, now) {
      const [row] = await tx
        .update(products)
        .set({ ...values, updatedAt: now, version: sql`${products.version} + 1` })
        .where(and(eq(products.id, id), eq(products.version, version)))
        .returning()
      return row ?? null
    },
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
    async remove(id) {
      await tx.delete(products).where(eq(products.id, id))
    },
    view: (id) => viewOf(tx, id),
    audit: (entry) => recordAudit(tx, entry),
  }
}
