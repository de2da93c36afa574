import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm'
import type { ForecastCallOff } from '../../../src/domain/stock-forecast'
import type { CalendarDay } from '../../../src/domain/working-days'
import type { Database, Transaction } from '../db/database'
import { brands, shops } from '../db/schema'
import { settings } from '../db/schema-backoffice'
import { productOptions, products } from '../db/schema-portal'
import { stockBalances, stockMovements } from '../db/schema-stock'

// What the relaunch warning reads (docs/decisions/077-brand-stock.md): every account with its brand, option,
// lead time and last run, the call-offs of the forecast's window, the settings, and who hears of it.

export type StockAlertSettings = {
  weeks: number
  alertDays: number
  closureDays: string[]
  company: { name: string; address: string; email: string }
  orderDeskEmail: string
}

export type StockAccount = {
  brandId: number
  brandName: string
  optionId: number
  optionLabel: string
  productName: string
  leadTimeDays: number | null
  minimumQuantity: number
  packMultiple: number
  balance: number
  alertedRunId: number | null
  latestRunId: number | null
  callOffs: ForecastCallOff[]
}

const DAY_MS = 86_400_000
const daysBefore = (day: CalendarDay, days: number): CalendarDay =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10)

export async function readStockAlertSettings(db: Database): Promise<StockAlertSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1))
  if (row === undefined) throw new Error('settings row missing')
  return {
    weeks: row.stockForecastWeeks,
    alertDays: row.stockAlertDays,
    closureDays: row.closureDays,
    company: { name: row.companyName, address: row.companyAddress, email: row.companyEmail },
    orderDeskEmail: row.orderNotificationEmail,
  }
}

/** Every account, with the call-offs accepted after `today - 7 * weeks` days (the domain keeps its window). */
export async function readStockAccounts(db: Database, today: CalendarDay, weeks: number): Promise<StockAccount[]> {
  const latestRuns = db
    .select({
      brandId: stockMovements.brandId,
      optionId: stockMovements.optionId,
      latestRunId: sql<number>`max(${stockMovements.id})`.as('latest_run_id'),
    })
    .from(stockMovements)
    .where(eq(stockMovements.kind, 'run'))
    .groupBy(stockMovements.brandId, stockMovements.optionId)
    .as('latest_runs')
  const accounts = await db
    .select({
      brandId: stockBalances.brandId,
      brandName: brands.name,
      optionId: stockBalances.optionId,
      optionLabel: productOptions.label,
      productName: products.name,
      leadTimeDays: products.leadTimeDays,
      minimumQuantity: productOptions.minimumQuantity,
      packMultiple: productOptions.packMultiple,
      balance: stockBalances.balance,
      alertedRunId: stockBalances.alertedRunId,
      latestRunId: latestRuns.latestRunId,
    })
    .from(stockBalances)
    .innerJoin(brands, eq(brands.id, stockBalances.brandId))
    .innerJoin(productOptions, eq(productOptions.id, stockBalances.optionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .leftJoin(
      latestRuns,
      and(eq(latestRuns.brandId, stockBalances.brandId), eq(latestRuns.optionId, stockBalances.optionId)),
    )
  const callOffs = await db
    .select({
      brandId: stockMovements.brandId,
      optionId: stockMovements.optionId,
      day: stockMovements.happenedOn,
      quantity: stockMovements.quantity,
      shopId: stockMovements.shopId,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.kind, 'call_off'), gt(stockMovements.happenedOn, daysBefore(today, 7 * weeks))))
  return accounts.map((account) => ({
    ...account,
    // max() may come back as text from some drivers: the id is a number either way.
    latestRunId: account.latestRunId === null ? null : Number(account.latestRunId),
    callOffs: callOffs
      .filter((row) => row.brandId === account.brandId && row.optionId === account.optionId)
      .map((row) => ({ day: row.day, quantity: -row.quantity, shopId: row.shopId ?? 0 })),
  }))
}

/**
 * Who hears of a brand's relaunch: its head office(s), the shops its shops are validated by; without one, its
 * active shops.
 */
export async function readBrandRecipients(db: Database | Transaction, brandId: number): Promise<string[]> {
  const validators = await db
    .selectDistinct({ validatorId: shops.validatorId })
    .from(shops)
    .where(and(eq(shops.brandId, brandId), isNotNull(shops.validatorId)))
  const ids = validators.flatMap((row) => (row.validatorId === null ? [] : [row.validatorId]))
  const rows =
    ids.length > 0
      ? await db.select({ email: shops.email }).from(shops).where(inArray(shops.id, ids))
      : await db
          .select({ email: shops.email })
          .from(shops)
          .where(and(eq(shops.brandId, brandId), eq(shops.active, true)))
  return [...new Set(rows.map((row) => row.email))].sort()
}

/**
 * Marks the account warned about `runId`; false when it already was (another server, or an earlier tick): the
 * conditional update decides who mails, as for reminders (decision 074).
 */
export async function claimStockAlert(
  tx: Transaction,
  account: { brandId: number; optionId: number },
  runId: number,
): Promise<boolean> {
  const rows = await tx
    .update(stockBalances)
    .set({ alertedRunId: runId })
    .where(
      and(
        eq(stockBalances.brandId, account.brandId),
        eq(stockBalances.optionId, account.optionId),
        sql`${stockBalances.alertedRunId} is distinct from ${runId}`,
      ),
    )
    .returning({ brandId: stockBalances.brandId })
  return rows.length > 0
}
