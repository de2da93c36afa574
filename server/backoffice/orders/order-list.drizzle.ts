import { and, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm'
import type { BackofficeOrderSort } from '../../../src/contract/backoffice/orders'
import type { Database } from '../../platform/db/database'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { brands, shops } from '../../platform/db/schema'
import { orderCounts } from '../../platform/db/schema-order-counts'
import { orders } from '../../platform/db/schema-portal'
import { containsPattern } from '../../platform/db/table-rows'
import { NEVER_LATE_STATUSES } from '../../../src/domain/late-orders'
import type {
  BackofficeOrderCursor,
  BackofficeOrderFilters,
  BackofficeOrderListQuery,
  BackofficeOrderOrdering,
  BackofficeOrderSummary,
} from './order-records'

// The back office's order list over 100 000+ orders (decision 034). Its query plan, in short:
// - the page reads orders by an index in the sort's order and joins only its rows' shop and brand;
// - the total of a selection by status, brand and shop sums the few rows of order_counts (kept by
//   triggers), so it costs the same at 1 000 and at 100 000 orders; other filters (dates, number,
//   search) count `orders` alone, joining shops only for the search;
// - a brand filter is a semi-join on the brand's shops (orders carry no brand), which the
//   (status, shop_id) and (shop_id, created_at) indexes serve;
// - dates become instant bounds on created_at (French days), so the created_at indexes apply;
// - the late filter (decision 075) compares promised_on with the request's Paris day and counts `orders`.
// Indexes: drizzle/0006_admin_orders.sql and those of 0005.

export const summaryColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  shop: { id: shops.id, name: shops.name, identifiant: shops.identifiant },
  brand: { id: brands.id, name: brands.name },
  linesCount: orders.linesCount,
  totalQuantity: orders.totalQuantity,
  subtotal: orders.subtotal,
  shipping: orders.shipping,
  vat: orders.vat,
  totalTtc: orders.totalTtc,
  referencePo: orders.referencePo,
  promisedOn: orders.promisedOn,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
}

// Each sort with the SQL type its key has, so a keyset cursor read back as text compares exactly
// (timestamps keep their microseconds, which a JS Date would lose).
const SORTS: Record<BackofficeOrderSort, { key: SQL; type: SQL }> = {
  created_at: { key: sql`${orders.createdAt}`, type: sql.raw('timestamptz') },
  number: { key: sql`${orders.number}`, type: sql.raw('text') },
  status: { key: sql`${orders.status}`, type: sql.raw('text') },
  total_ttc: { key: sql`${orders.totalTtc}`, type: sql.raw('bigint') },
  shop: { key: frenchSortKey(shops.name), type: sql.raw('text') },
}

// Midnight of a French calendar day as an instant, whatever the server's time zone.
const parisMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Paris')`

function whereOf(filters: BackofficeOrderFilters): { where: SQL | undefined; needsShops: boolean } {
  const parts: SQL[] = []
  let needsShops = false
  if (filters.statuses !== null) parts.push(inArray(orders.status, filters.statuses))
  if (filters.shopId !== null) parts.push(eq(orders.shopId, filters.shopId))
  if (filters.brandId !== null) {
    parts.push(sql`${orders.shopId} in (select ${shops.id} from ${shops} where ${shops.brandId} = ${filters.brandId})`)
  }
  if (filters.from !== null) parts.push(sql`${orders.createdAt} >= ${parisMidnight(filters.from)}`)
  if (filters.to !== null) parts.push(sql`${orders.createdAt} < ${parisMidnight(filters.to, 1)}`)
  if (filters.number !== null) parts.push(sql`${orders.number} ilike ${containsPattern(filters.number)}`)
  // isOrderLate (src/domain/late-orders.ts) in SQL: `today` comes from JavaScript, never the database's clock.
  if (filters.late) {
    parts.push(sql`${orders.promisedOn} < ${filters.today}::date`)
    parts.push(notInArray(orders.status, [...NEVER_LATE_STATUSES]))
  }
  if (filters.q !== null) {
    needsShops = true
    const pattern = containsPattern(filters.q)
    parts.push(
      or(
        sql`${orders.number} ilike ${pattern}`,
        sql`${orders.referencePo} ilike ${pattern}`,
        sql`${shops.name} ilike ${pattern}`,
        sql`${shops.identifiant} ilike ${pattern}`,
      ) as SQL,
    )
  }
  return { where: parts.length === 0 ? undefined : and(...parts), needsShops }
}

function orderBy(ordering: BackofficeOrderOrdering): SQL {
  const direction = sql.raw(ordering.order === 'ASC' ? 'asc' : 'desc')
  return sql`${SORTS[ordering.sort].key} ${direction}, ${orders.id} ${direction}`
}

function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(brands, eq(brands.id, shops.brandId))
    .$dynamic()
}

const countedByCounters = (filters: BackofficeOrderFilters) =>
  filters.from === null && filters.to === null && filters.number === null && filters.q === null && !filters.late

async function countFromCounters(db: Database, filters: BackofficeOrderFilters): Promise<number> {
  const parts: SQL[] = []
  if (filters.statuses !== null) parts.push(inArray(orderCounts.status, filters.statuses))
  if (filters.shopId !== null) parts.push(eq(orderCounts.shopId, filters.shopId))
  if (filters.brandId !== null) {
    parts.push(
      sql`${orderCounts.shopId} in (select ${shops.id} from ${shops} where ${shops.brandId} = ${filters.brandId})`,
    )
  }
  const [row] = await db
    .select({ total: sql<string | null>`sum(${orderCounts.total})` })
    .from(orderCounts)
    .where(and(...parts))
  return Number(row?.total ?? 0)
}

async function countOrders(db: Database, filters: BackofficeOrderFilters): Promise<number> {
  if (countedByCounters(filters)) return countFromCounters(db, filters)
  const { where, needsShops } = whereOf(filters)
  const counted = needsShops
    ? db.select({ total: sql<number>`count(*)` }).from(orders).innerJoin(shops, eq(shops.id, orders.shopId))
    : db.select({ total: sql<number>`count(*)` }).from(orders)
  const [row] = await counted.where(where)
  return Number(row?.total ?? 0)
}

export async function listBackofficeOrders(db: Database, query: BackofficeOrderListQuery) {
  const { where } = whereOf(query)
  const page = selectSummaries(db).where(where).orderBy(orderBy(query)).limit(query.limit).offset(query.start)
  const [items, total] = await Promise.all([page, countOrders(db, query)])
  return { items: items as BackofficeOrderSummary[], total }
}

/** One keyset page of the export: rows after `after` in the list's order, each with its own cursor. */
export async function exportBackofficeOrders(
  db: Database,
  query: BackofficeOrderFilters & BackofficeOrderOrdering,
  after: BackofficeOrderCursor | null,
  limit: number,
) {
  const { where } = whereOf(query)
  const sort = SORTS[query.sort]
  const comparison = sql.raw(query.order === 'ASC' ? '>' : '<')
  const past =
    after === null
      ? undefined
      : sql`(${sort.key}, ${orders.id}) ${comparison} (cast(${after.key} as ${sort.type}), ${after.id})`
  const rows = await db
    .select({ ...summaryColumns, cursorKey: sql<string>`(${sort.key})::text` })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(brands, eq(brands.id, shops.brandId))
    .where(and(where, past))
    .orderBy(orderBy(query))
    .limit(limit)
  return rows.map(({ cursorKey, ...summary }) => ({
    ...(summary as BackofficeOrderSummary),
    cursor: { key: cursorKey, id: summary.id },
  }))
}
