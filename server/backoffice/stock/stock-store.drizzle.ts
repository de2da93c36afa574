import { and, eq, sql } from 'drizzle-orm'
import { STOCK_AUDIT_ENTITY } from '../../../src/contract/backoffice/stock'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { products, productOptions } from '../../platform/db/schema-portal'
import { stockBalances, stockMovements } from '../../platform/db/schema-stock'
import { readStockRows } from './stock-rows.drizzle'
import type { StockAccountKey, StockStore } from './stock-store'

const ofAccount = (key: StockAccountKey) =>
  and(eq(stockBalances.brandId, key.brandId), eq(stockBalances.optionId, key.optionId))

async function insertMovement(tx: Transaction, values: typeof stockMovements.$inferInsert): Promise<number> {
  const [row] = await tx.insert(stockMovements).values(values).returning({ id: stockMovements.id })
  if (row === undefined) throw new Error('stock movement not inserted')
  return row.id
}

// Writes of the back office's stock: the balance, the movement and its audit entry (entity `brand_stock`, one
// per movement) in one transaction.
export function drizzleStockStore(db: Database): StockStore {
  return {
    ...readStockRows(db),
    async optionOfBrand(key) {
      const [row] = await db
        .select({ id: productOptions.id })
        .from(productOptions)
        .innerJoin(products, eq(products.id, productOptions.productId))
        .where(and(eq(productOptions.id, key.optionId), eq(products.brandId, key.brandId)))
      return row !== undefined
    },
    async balanceOf(key) {
      const [row] = await db.select({ balance: stockBalances.balance }).from(stockBalances).where(ofAccount(key))
      return row?.balance ?? null
    },
    recordRun: (run) =>
      db.transaction(async (tx) => {
        // The first run opens the account; the next ones add to it, serialised by the row (decision 077).
        const [account] = await tx
          .insert(stockBalances)
          .values({ brandId: run.brandId, optionId: run.optionId, balance: run.quantity })
          .onConflictDoUpdate({
            target: [stockBalances.brandId, stockBalances.optionId],
            set: {
              balance: sql`${stockBalances.balance} + ${run.quantity}`,
              version: sql`${stockBalances.version} + 1`,
              updatedAt: sql`now()`,
            },
          })
          .returning({ balance: stockBalances.balance })
        if (account === undefined) throw new Error('stock balance not written')
        const movementId = await insertMovement(tx, {
          brandId: run.brandId,
          optionId: run.optionId,
          kind: 'run',
          quantity: run.quantity,
          happenedOn: run.day,
          lot: run.lot,
          adminId: run.actor.id,
        })
        await recordAudit(tx, {
          actor: run.actor,
          entity: STOCK_AUDIT_ENTITY,
          entityId: movementId,
          action: 'stock_run',
          before: { balance: account.balance - run.quantity },
          after: {
            ...accountOf(run),
            kind: 'run',
            quantity: run.quantity,
            day: run.day,
            lot: run.lot,
            balance: account.balance,
          },
        })
        return { kind: 'done' as const, movementId, balance: account.balance }
      }),
    recordAdjustment: (adjustment) =>
      db.transaction(async (tx) => {
        // Never below zero: the condition is the lock, as for a call-off (decision 077).
        const [account] = await tx
          .update(stockBalances)
          .set({
            balance: sql`${stockBalances.balance} + ${adjustment.quantity}`,
            version: sql`${stockBalances.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(and(ofAccount(adjustment), sql`${stockBalances.balance} + ${adjustment.quantity} >= 0`))
          .returning({ balance: stockBalances.balance })
        if (account === undefined) {
          const [current] = await tx
            .select({ balance: stockBalances.balance })
            .from(stockBalances)
            .where(ofAccount(adjustment))
          return current === undefined
            ? { kind: 'no-account' as const }
            : { kind: 'below-zero' as const, balance: current.balance }
        }
        const movementId = await insertMovement(tx, {
          brandId: adjustment.brandId,
          optionId: adjustment.optionId,
          kind: 'adjustment',
          quantity: adjustment.quantity,
          happenedOn: adjustment.day,
          reason: adjustment.reason,
          adminId: adjustment.actor.id,
        })
        await recordAudit(tx, {
          actor: adjustment.actor,
          entity: STOCK_AUDIT_ENTITY,
          entityId: movementId,
          action: 'stock_adjustment',
          before: { balance: account.balance - adjustment.quantity },
          after: {
            ...accountOf(adjustment),
            kind: 'adjustment',
            quantity: adjustment.quantity,
            reason: adjustment.reason,
            balance: account.balance,
          },
        })
        return { kind: 'done' as const, movementId, balance: account.balance }
      }),
  }
}

const accountOf = (key: StockAccountKey) => ({ brand_id: key.brandId, option_id: key.optionId })
