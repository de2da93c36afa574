import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { shops } from '../../platform/db/schema'
import { orders } from '../../platform/db/schema-portal'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { drizzleOrderCopy } from './order-copy-unit.drizzle'
import { readOrderRecord } from './order-record.drizzle'
import type { OrderSort } from '../../../src/contract/portal/orders'
import type { OrderListQuery, OrderRepository } from './order-repository'

const sortColumns: Record<OrderSort, SQL | typeof orders.createdAt> = {
  created_at: orders.createdAt,
  number: sql`${orders.number}`,
  status: sql`${orders.status}`,
  total_ttc: sql`${orders.totalTtc}`,
  shop: frenchSortKey(shops.name),
}

const summaryColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  createdAt: orders.createdAt,
  shop: { id: shops.id, name: shops.name },
  linesCount: orders.linesCount,
  quantity: orders.totalQuantity,
  subtotal: orders.subtotal,
  totalTtc: orders.totalTtc,
  autoAccepted: orders.autoAccepted,
}

// Order days are French calendar days, whatever the server's time zone.
const orderDay = sql`(${orders.createdAt} at time zone 'Europe/Paris')::date`

function listFilters(scope: SQL, query: OrderListQuery): SQL[] {
  const filters = [scope]
  if (query.statuses !== null) filters.push(inArray(orders.status, query.statuses))
  if (query.shopId !== null) filters.push(eq(orders.shopId, query.shopId))
  if (query.dateFrom !== null) filters.push(sql`${orderDay} >= ${query.dateFrom}::date`)
  if (query.dateTo !== null) filters.push(sql`${orderDay} <= ${query.dateTo}::date`)
  return filters
}

async function listOrders(db: Database, scope: SQL, query: OrderListQuery) {
  const filters = and(...listFilters(scope, query))
  const direction = query.order === 'ASC' ? asc : desc
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(filters)
    .orderBy(direction(sortColumns[query.sort]), direction(orders.id))
    .limit(query.limit)
    .offset(query.start)
  // Past the last page the window count is absent: count separately (rare).
  const total = rows[0]?.total ?? (await countOrders(db, filters))
  return { total, items: rows.map(({ total: _total, ...summary }) => summary) }
}

async function countOrders(db: Database, filters: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(filters)
  return Number(row?.total ?? 0)
}

const toValidate = (validatorId: number) =>
  and(eq(shops.validatorId, validatorId), eq(orders.status, 'pending_validation')) as SQL

export function drizzleOrderRepository(db: Database): OrderRepository {
  return {
    listOfShop: (shopId, query) => listOrders(db, eq(orders.shopId, shopId), query),
    listToValidate: (validatorId, query) => listOrders(db, toValidate(validatorId), query),
    countToValidate: (validatorId) => countOrders(db, toValidate(validatorId)),
    async findReadable(orderId, callerShopId) {
      const [visible] = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .where(and(eq(orders.id, orderId), or(eq(orders.shopId, callerShopId), eq(shops.validatorId, callerShopId))))
      return visible === undefined ? null : readOrderRecord(db, orderId)
    },
    copyIntoCart: drizzleOrderCopy(db),
  }
}
