import { and, asc, eq, gte, sql } from 'drizzle-orm'
import { callOffRefusal, notEnoughStockMessage } from '../../../src/domain/brand-stock'
import { parisCalendarDay } from '../../../src/domain/working-days'
import type { Transaction } from '../../platform/db/database'
import { shops } from '../../platform/db/schema'
import { auditLog } from '../../platform/db/schema-backoffice'
import { orderLines, orders } from '../../platform/db/schema-portal'
import { stockBalances, stockMovements } from '../../platform/db/schema-stock'
import { StockShortage } from './call-off'

/** The audit log's entity of a stock movement (docs/decisions/077-brand-stock.md). */
const STOCK_AUDIT_ENTITY = 'brand_stock'

/**
 * Takes the order's accepted stock lines from its brand's balances, in the caller's transaction: one movement
 * and one audit entry per line (docs/decisions/077-brand-stock.md). The domain's check gives the clear message;
 * the conditional update stays the guard under concurrency. Throws StockShortage, which rolls the whole
 * transaction back, when a balance does not cover its lines. `actor` names the shop that accepted.
 */
export async function callOffOrderStock(tx: Transaction, orderId: number, actor: string, now: Date): Promise<void> {
  const lines = await tx
    .select({
      lineId: orderLines.id,
      optionId: orderLines.optionId,
      optionLabel: orderLines.optionLabel,
      quantity: orderLines.quantity,
      shopId: orders.shopId,
      brandId: shops.brandId,
      balance: stockBalances.balance,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(
      stockBalances,
      and(eq(stockBalances.brandId, shops.brandId), eq(stockBalances.optionId, orderLines.optionId)),
    )
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.fromStock, true), eq(orderLines.status, 'accepted')))
    .orderBy(asc(orderLines.id))
  if (lines.length === 0) return
  const refusal = callOffRefusal(lines.map((line) => ({ ...line, balance: line.balance ?? 0 })))
  if (refusal !== null) throw new StockShortage(refusal.message)
  const happenedOn = parisCalendarDay(now)
  for (const line of lines) {
    const key = and(eq(stockBalances.brandId, line.brandId), eq(stockBalances.optionId, line.optionId))
    const [taken] = await tx
      .update(stockBalances)
      .set({
        balance: sql`${stockBalances.balance} - ${line.quantity}`,
        version: sql`${stockBalances.version} + 1`,
        updatedAt: now,
      })
      .where(and(key, gte(stockBalances.balance, line.quantity)))
      .returning({ balance: stockBalances.balance })
    if (taken === undefined) {
      // Another acceptance took the units since the check: refused with the balance it left.
      const [left] = await tx.select({ balance: stockBalances.balance }).from(stockBalances).where(key)
      throw new StockShortage(notEnoughStockMessage(line.optionLabel, left?.balance ?? 0))
    }
    const [movement] = await tx
      .insert(stockMovements)
      .values({
        brandId: line.brandId,
        optionId: line.optionId,
        kind: 'call_off',
        quantity: -line.quantity,
        happenedOn,
        orderId,
        orderLineId: line.lineId,
        shopId: line.shopId,
        createdAt: now,
      })
      .returning({ id: stockMovements.id })
    if (movement === undefined) throw new Error('stock movement insert returned no id')
    // A shop acts here, not an administrator: no admin id, the shop named in the log's actor text.
    await tx.insert(auditLog).values({
      adminId: null,
      adminLogin: actor,
      entity: STOCK_AUDIT_ENTITY,
      entityId: movement.id,
      action: 'call_off',
      before: { balance: taken.balance + line.quantity },
      after: {
        balance: taken.balance,
        brandId: line.brandId,
        optionId: line.optionId,
        quantity: -line.quantity,
        orderId,
        orderLineId: line.lineId,
        shopId: line.shopId,
      },
      at: now,
    })
  }
}
