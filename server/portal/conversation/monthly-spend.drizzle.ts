import { and, gte, inArray, lt, sql, sum } from 'drizzle-orm'
import { BUDGET_STATUSES, budgetMonth } from '../../../src/domain/approval-rules'
import type { Database, Transaction } from '../../platform/db/database'
import { orders } from '../../platform/db/schema-portal'

/**
 * What each shop's accepted orders of the Paris month of `at` weigh, HT without shipping (decision 074): the
 * figure a monthly budget is measured against. Shops without an order this month are absent (0).
 */
export async function monthlySpend(
  db: Database | Transaction,
  shopIds: readonly number[],
  at: Date,
): Promise<Map<number, number>> {
  if (shopIds.length === 0) return new Map()
  const month = budgetMonth(at)
  const rows = await db
    .select({ shopId: orders.shopId, spent: sql<string>`${sum(orders.subtotal)}` })
    .from(orders)
    .where(
      and(
        inArray(orders.shopId, [...shopIds]),
        inArray(orders.status, [...BUDGET_STATUSES]),
        gte(orders.createdAt, month.start),
        lt(orders.createdAt, month.end),
      ),
    )
    .groupBy(orders.shopId)
  return new Map(rows.map((row) => [row.shopId, Number(row.spent ?? 0)]))
}
