import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { admins, brands, shops } from '../../platform/db/schema'
import { settings } from '../../platform/db/schema-backoffice'
import { orders, products, productOptions } from '../../platform/db/schema-portal'
import { stockBalances, stockMovements } from '../../platform/db/schema-stock'
import { containsPattern } from '../../platform/db/table-rows'
import type { StockBalanceFilter, StockMovementFilter, StockStore } from './stock-store'

// The back office's stock reads (docs/decisions/077-brand-stock.md): balances with their latest run,
// movements newest first with who made them, the call-offs the forecast averages, the forecast's settings.

type Reads = Pick<
  StockStore,
  'movement' | 'movements' | 'countMovements' | 'balances' | 'countBalances' | 'callOffs' | 'forecastSettings'
>

function movementWhere(filter: StockMovementFilter): SQL | undefined {
  return and(
    filter.brandId === null ? undefined : eq(stockMovements.brandId, filter.brandId),
    filter.optionId === null ? undefined : eq(stockMovements.optionId, filter.optionId),
    filter.kind === null ? undefined : eq(stockMovements.kind, filter.kind),
    filter.from === null ? undefined : gte(stockMovements.happenedOn, filter.from),
    filter.to === null ? undefined : lte(stockMovements.happenedOn, filter.to),
  )
}

function balanceWhere(filter: StockBalanceFilter): SQL | undefined {
  const text = filter.text === null ? null : containsPattern(filter.text)
  return and(
    filter.brandId === null ? undefined : eq(stockBalances.brandId, filter.brandId),
    text === null
      ? undefined
      : or(ilike(products.name, text), ilike(products.reference, text), ilike(productOptions.label, text)),
  )
}

// The latest run of the account (its day, then its lot), read beside each balance.
const latestRun = (column: SQL) => sql`(select ${column} from ${stockMovements} m
  where m.brand_id = ${stockBalances.brandId} and m.option_id = ${stockBalances.optionId} and m.kind = 'run'
  order by m.happened_on desc, m.id desc limit 1)`

export function readStockRows(db: Database): Reads {
  const movementColumns = {
    id: stockMovements.id,
    kind: stockMovements.kind,
    brandId: stockMovements.brandId,
    brandName: brands.name,
    productName: products.name,
    optionId: stockMovements.optionId,
    optionLabel: productOptions.label,
    quantity: stockMovements.quantity,
    day: stockMovements.happenedOn,
    lot: stockMovements.lot,
    reason: stockMovements.reason,
    shopName: shops.name,
    adminLogin: admins.login,
    orderId: stockMovements.orderId,
    orderNumber: orders.number,
    createdAt: stockMovements.createdAt,
  }
  const movementRows = (where: SQL | undefined) =>
    db
      .select(movementColumns)
      .from(stockMovements)
      .innerJoin(brands, eq(brands.id, stockMovements.brandId))
      .innerJoin(productOptions, eq(productOptions.id, stockMovements.optionId))
      .innerJoin(products, eq(products.id, productOptions.productId))
      .leftJoin(shops, eq(shops.id, stockMovements.shopId))
      .leftJoin(admins, eq(admins.id, stockMovements.adminId))
      .leftJoin(orders, eq(orders.id, stockMovements.orderId))
      .where(where)
  return {
    async movement(id) {
      const [row] = await movementRows(eq(stockMovements.id, id))
      return row ?? null
    },
    movements: (filter, start, limit) =>
      movementRows(movementWhere(filter))
        .orderBy(desc(stockMovements.happenedOn), desc(stockMovements.id))
        .offset(start)
        .limit(limit),
    async countMovements(filter) {
      const [row] = await db.select({ total: count() }).from(stockMovements).where(movementWhere(filter))
      return row?.total ?? 0
    },
    async balances(filter, start, limit) {
      const direction = filter.order === 'DESC' ? desc : asc
      const order =
        filter.sort === 'balance'
          ? [direction(stockBalances.balance), asc(brands.name), asc(products.name), asc(productOptions.id)]
          : [direction(brands.name), asc(products.name), asc(productOptions.label), asc(productOptions.id)]
      const rows = await db
        .select({
          brandId: stockBalances.brandId,
          optionId: stockBalances.optionId,
          brandName: brands.name,
          productId: products.id,
          productName: products.name,
          productReference: products.reference,
          optionLabel: productOptions.label,
          balance: stockBalances.balance,
          lastRunDay: sql<string | null>`${latestRun(sql`m.happened_on::text`)}`,
          lastRunLot: sql<string | null>`${latestRun(sql`m.lot`)}`,
          leadTimeDays: products.leadTimeDays,
          minimumQuantity: productOptions.minimumQuantity,
          packMultiple: productOptions.packMultiple,
        })
        .from(stockBalances)
        .innerJoin(brands, eq(brands.id, stockBalances.brandId))
        .innerJoin(productOptions, eq(productOptions.id, stockBalances.optionId))
        .innerJoin(products, eq(products.id, productOptions.productId))
        .where(balanceWhere(filter))
        .orderBy(...order)
        .offset(start)
        .limit(limit)
      return rows
    },
    async countBalances(filter) {
      const [row] = await db
        .select({ total: count() })
        .from(stockBalances)
        .innerJoin(productOptions, eq(productOptions.id, stockBalances.optionId))
        .innerJoin(products, eq(products.id, productOptions.productId))
        .where(balanceWhere(filter))
      return row?.total ?? 0
    },
    async callOffs(keys, since) {
      if (keys.length === 0) return []
      const rows = await db
        .select({
          brandId: stockMovements.brandId,
          optionId: stockMovements.optionId,
          day: stockMovements.happenedOn,
          quantity: sql<number>`-${stockMovements.quantity}`.mapWith(Number),
          shopId: stockMovements.shopId,
        })
        .from(stockMovements)
        .where(
          and(
            eq(stockMovements.kind, 'call_off'),
            gte(stockMovements.happenedOn, since),
            inArray(stockMovements.brandId, [...new Set(keys.map((key) => key.brandId))]),
            inArray(stockMovements.optionId, [...new Set(keys.map((key) => key.optionId))]),
          ),
        )
      // A call-off whose shop was deleted still counted for the brand: shop 0 stands for it.
      return rows.map((row) => ({ ...row, shopId: row.shopId ?? 0 }))
    },
    async forecastSettings() {
      const [row] = await db
        .select({ weeks: settings.stockForecastWeeks, closureDays: settings.closureDays })
        .from(settings)
        .where(eq(settings.id, 1))
      return { weeks: row?.weeks ?? 12, closureDays: row?.closureDays ?? [] }
    },
  }
}
