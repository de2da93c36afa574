import { relaunchAlertDue, stockForecast } from '../../../src/domain/stock-forecast'
import { parisCalendarDay } from '../../../src/domain/working-days'
import type { Database } from '../db/database'
import type { PeriodicJob } from '../jobs/jobs.public'
import { insertOutboxMail, renderMail, stockAlertMail } from '../mail/mail.public'
import {
  claimStockAlert,
  readBrandRecipients,
  readStockAccounts,
  readStockAlertSettings,
  type StockAccount,
  type StockAlertSettings,
} from './stock-alert.drizzle'

type StockAlertDeps = { db: Database; publicUrl: string }

/**
 * "Told in time" (docs/decisions/077-brand-stock.md): when an account's relaunch day comes within the settings'
 * `stock_alert_days` working days, its brand's head office (or its shops) and the order desk are mailed, once per
 * run: in one transaction, `alerted_run_id` takes the latest run and the mails go to the outbox, so a second tick
 * or a second server finds the account warned and writes nothing; a run received later re-arms the warning.
 */
export function stockAlertJob(deps: StockAlertDeps): PeriodicJob {
  return {
    name: 'stock-alerts',
    everyMs: 60 * 60_000,
    async run(now) {
      const today = parisCalendarDay(now)
      const found = await readStockAlertSettings(deps.db)
      const accounts = await readStockAccounts(deps.db, today, found.weeks)
      let warned = 0
      for (const account of accounts) {
        if (account.latestRunId === null || account.latestRunId === account.alertedRunId) continue
        const alert = dueAlert(account, found, today)
        if (alert === null) continue
        if (await warn(deps, account, account.latestRunId, found, alert, now)) warned += 1
      }
      return warned === 0 ? null : `Alertes de relance de stock écrites : ${warned}`
    },
  }
}

function dueAlert(account: StockAccount, found: StockAlertSettings, today: string) {
  const calendar = { closureDays: found.closureDays }
  const forecast = stockForecast({
    today,
    balance: account.balance,
    callOffs: account.callOffs,
    weeks: found.weeks,
    productionDays: account.leadTimeDays,
    calendar,
    minimumQuantity: account.minimumQuantity,
    packMultiple: account.packMultiple,
  })
  const { stockOutDay, relaunchBefore } = forecast
  if (stockOutDay === null || relaunchBefore === null) return null
  if (!relaunchAlertDue(today, relaunchBefore, found.alertDays, calendar)) return null
  return {
    brandName: account.brandName,
    productName: account.productName,
    optionLabel: account.optionLabel,
    balance: account.balance,
    stockOutDay,
    relaunchBefore,
    overdue: forecast.relaunchOverdue,
    suggestedRun: forecast.suggestedRun,
    weeks: found.weeks,
  }
}

async function warn(
  deps: StockAlertDeps,
  account: StockAccount,
  runId: number,
  found: StockAlertSettings,
  alert: NonNullable<ReturnType<typeof dueAlert>>,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (!(await claimStockAlert(tx, account, runId))) return false
    const brand = (await readBrandRecipients(tx, account.brandId)).map((to) => ({ to, reader: 'brand' as const }))
    const recipients = [...brand, { to: found.orderDeskEmail, reader: 'desk' as const }]
    for (const { to, reader } of recipients) {
      const mail = stockAlertMail({ company: found.company, publicUrl: deps.publicUrl, alert, reader })
      const { html, text } = await renderMail(mail.element)
      await insertOutboxMail(tx, { to, subject: mail.subject, text, html }, now)
    }
    return true
  })
}
