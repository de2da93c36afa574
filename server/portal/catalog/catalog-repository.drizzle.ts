import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { categories, productOptions, products } from '../../platform/db/schema-portal'
import type { ProductSort } from '../../../src/contract/portal/catalog'
import type { CatalogStockOption, PortalCatalogRepository } from './catalog-repository'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { containsPattern } from '../../platform/db/table-rows'
import { brandOfShop, orderableProduct } from './catalog-sql'
import { perDatabase } from '../../platform/db/prepared-query'
import { productOptionColumnsWithBook, withBook } from '../../platform/db/product-option-projection'
import { closureDaysOf, deliveryCalendarColumns } from '../../platform/db/brand-projection'
import { brands } from '../../platform/db/schema'
import { stockBalances } from '../../platform/db/schema-stock'
import { promisedDayFrom } from '../../../src/domain/delivery-promise'
import { parisCalendarDay } from '../../../src/domain/working-days'
import { productsByReferenceKeys } from './reference-lookup.drizzle'
import { countRows } from '../../platform/db/table-rows'

const sortColumns: Record<ProductSort, SQL | typeof products.createdAt> = {
  name: frenchSortKey(products.name),
  reference: frenchSortKey(products.reference),
  created_at: products.createdAt,
}

// Checked on every add to cart: prepared once.
const orderableOptionQuery = perDatabase((db) =>
  db
    .select({ minimum: productOptions.minimumQuantity, multiple: productOptions.packMultiple })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(
      and(
        eq(products.id, sql.placeholder('productId')),
        eq(productOptions.id, sql.placeholder('optionId')),
        eq(productOptions.active, true),
        eq(products.active, true),
        sql`${products.brandId} = ${brandOfShop(sql.placeholder('shopId'))}`,
      ),
    )
    .prepare('portal_orderable_option'),
)

export function drizzlePortalCatalogRepository(db: Database): PortalCatalogRepository {
  return {
    async listCategories(shopId) {
      const rows = await db
        .select({ id: categories.id, name: categories.name, slug: categories.slug, productCount: count(products.id) })
        .from(categories)
        .innerJoin(products, eq(products.categoryId, categories.id))
        .where(and(sql`${categories.brandId} = ${brandOfShop(shopId)}`, orderableProduct(db, shopId)))
        .groupBy(categories.id)
        .orderBy(asc(frenchSortKey(categories.name)), asc(categories.id))
      return rows.map((row) => ({ ...row, productCount: Number(row.productCount) }))
    },

    async listProducts(shopId, query, now) {
      const filters: SQL[] = [orderableProduct(db, shopId)]
      if (query.categoryId !== null) filters.push(eq(products.categoryId, query.categoryId))
      if (query.text !== null) {
        const pattern = containsPattern(query.text)
        filters.push(
          or(
            ilike(products.name, pattern),
            ilike(products.reference, pattern),
            ilike(products.description, pattern),
          ) as SQL,
        )
      }
      const direction = query.order === 'ASC' ? asc : desc
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          reference: products.reference,
          description: products.description,
          imageUrl: products.imageUrl,
          categoryId: categories.id,
          categoryName: categories.name,
          leadTimeDays: products.leadTimeDays,
          ...deliveryCalendarColumns,
          total: sql<number>`count(*) over()`.mapWith(Number),
        })
        .from(products)
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(and(...filters))
        .orderBy(direction(sortColumns[query.sort]), direction(products.id))
        .limit(query.limit)
        .offset(query.start)
      const total = rows[0]?.total ?? (await countProducts(db, filters))
      const today = parisCalendarDay(now)
      // The settings' closing days, the same on every row: read once for the page.
      const calendar = { closureDays: closureDaysOf(rows[0]?.closureDaysText) }
      const options = await activeOptionsOf(
        db,
        rows.map((row) => row.id),
        brandOfShop(shopId),
        today,
      )
      return {
        total,
        items: rows.map((row) => {
          const productOptions = options.get(row.id) ?? []
          const deliveryDays = row.deliveryDays
          return {
            id: row.id,
            name: row.name,
            reference: row.reference,
            description: row.description,
            imageUrl: row.imageUrl,
            category:
              row.categoryId === null || row.categoryName === null
                ? null
                : { id: row.categoryId, name: row.categoryName },
            options: productOptions,
            // Ordered now: the product's production days, then the brand's delivery days (decision 075).
            estimatedDelivery: promisedDayFrom(today, { productionDays: row.leadTimeDays, deliveryDays }, calendar),
            // An option kept in the brand's stock ships without production (docs/decisions/077-brand-stock.md).
            estimatedDeliveryFromStock: productOptions.some((option) => option.stock !== null)
              ? promisedDayFrom(today, { productionDays: 0, deliveryDays }, calendar)
              : null,
          }
        }),
      }
    },

    async findOrderableOption(shopId, productId, optionId) {
      const [row] = await orderableOptionQuery(db).execute({ shopId, productId, optionId })
      return row === undefined ? null : { productId, optionId, rule: row }
    },

    findByReferenceKeys: (shopId, keys) => productsByReferenceKeys(db, shopId, keys),
  }
}

// Only needed when the requested page lies past the end: the window count came back empty.
const countProducts = (db: Database, filters: SQL[]) => countRows(db, products, and(...filters))

// The options with the book the shop's brand pays today (docs/decisions/075-price-tiers-price-lists-lead-times.md)
// and the balance it keeps of each, null without an account (docs/decisions/077-brand-stock.md).
async function activeOptionsOf(
  db: Database,
  productIds: number[],
  brandId: SQL,
  today: string,
): Promise<Map<number, CatalogStockOption[]>> {
  const byProduct = new Map<number, CatalogStockOption[]>()
  if (productIds.length === 0) return byProduct
  const rows = await db
    .select({
      productId: productOptions.productId,
      ...productOptionColumnsWithBook(brandId, today),
      stock: stockBalances.balance,
    })
    .from(productOptions)
    .leftJoin(
      stockBalances,
      and(eq(stockBalances.optionId, productOptions.id), sql`${stockBalances.brandId} = ${brandId}`),
    )
    .where(and(inArray(productOptions.productId, productIds), eq(productOptions.active, true)))
    .orderBy(asc(productOptions.id))
  for (const { productId, stock, ...option } of rows) {
    const list = byProduct.get(productId) ?? []
    list.push({ ...withBook(option), stock })
    byProduct.set(productId, list)
  }
  return byProduct
}
