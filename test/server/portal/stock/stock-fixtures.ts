import { and, eq } from 'drizzle-orm'
import type { Database } from '../../../../server/platform/db/database'
import { auditLog } from '../../../../server/platform/db/schema-backoffice'
import { stockBalances, stockMovements } from '../../../../server/platform/db/schema-stock'
import { aProduct } from '../../support/portal-builders'

// The brand stock of the call-off tests (docs/decisions/077-brand-stock.md): accounts written directly, as a
// received run would leave them, and read back to check what an acceptance took.

/** The account of a brand for an option, with its balance (as after a first run). */
export async function aStockAccount(db: Database, brandId: number, optionId: number, balance: number) {
  await db.insert(stockBalances).values({ brandId, optionId, balance })
}

export async function balanceOf(db: Database, brandId: number, optionId: number): Promise<number | null> {
  const [row] = await db
    .select({ balance: stockBalances.balance })
    .from(stockBalances)
    .where(and(eq(stockBalances.brandId, brandId), eq(stockBalances.optionId, optionId)))
  return row?.balance ?? null
}

export const callOffsOf = (db: Database, optionId: number) =>
  db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.optionId, optionId), eq(stockMovements.kind, 'call_off')))

export const stockAuditEntries = (db: Database) => db.select().from(auditLog).where(eq(auditLog.entity, 'brand_stock'))

/** A bag ordered by tens, its production 15 working days: what the brand keeps in stock in these tests. */
export async function aStockedBag(db: Database, brandId: number, options: { proofRequired?: boolean } = {}) {
  const product = await aProduct(db, brandId, {
    leadTimeDays: 15,
    options: [{ label: 'Logo or', unitPrice: 60, minimumQuantity: 10, packMultiple: 10, ...options }],
  })
  const [option] = product.options
  if (option === undefined) throw new Error('no option')
  return { product, option, line: (quantity: number) => ({ productId: product.id, optionId: option.id, quantity }) }
}
