import { describe, expect, it } from 'vitest'
import { api, expectJson } from '../../support/portal-http'
import { useTestApp } from '../../support/test-app'
import { aStockWorld } from './stock-fixtures'
import { stockMovements } from '../../../../server/platform/db/schema-stock'

const t = useTestApp()

// The stock's two settings (docs/decisions/077-brand-stock.md): the forecast's weeks and the relaunch
// warning's working days, saved by a super administrator with the other settings; the forecast reads them.
const formOf = (overrides: Record<string, unknown>) => ({
  default_shipping_fee: 2500,
  vat_rate_basis_points: 2000,
  company_name: 'Écrin Emballages',
  company_address: '',
  company_email: 'contact@ecrin.fr',
  order_notification_email: 'ventes@ecrin.fr',
  validation_reminder_days: 2,
  version: 1,
  ...overrides,
})

describe('the stock settings', () => {
  it('starts at 12 weeks and 10 days, saves new values, and the forecast averages over the weeks saved', async () => {
    const { w, petit, admin, run, today } = await aStockWorld(t)
    expect(await expectJson(admin.get('/admin/settings'))).toMatchObject({
      stock_forecast_weeks: 12,
      stock_alert_days: 10,
    })
    await expectJson(run(petit.id, 1_200), 201)
    await t.db.insert(stockMovements).values({
      brandId: w.brand.id,
      optionId: petit.id,
      kind: 'call_off',
      quantity: -1_200,
      happenedOn: today,
      shopId: w.shopB.id,
    })
    const before = await expectJson(admin.get('/admin/stock/balances'))
    expect(before[0].forecast.weekly_consumption).toBe(100)

    const saved = await expectJson(
      admin.put('/admin/settings', formOf({ stock_forecast_weeks: 6, stock_alert_days: 15 })),
    )
    expect(saved).toMatchObject({ stock_forecast_weeks: 6, stock_alert_days: 15 })
    const after = await expectJson(admin.get('/admin/stock/balances'))
    expect(after[0].forecast.weekly_consumption).toBe(200)
  })

  it('refuses values out of range in French, and keeps them when the body leaves them out', async () => {
    const { w } = await aStockWorld(t)
    const admin = api(t.app, w.tokens.admin)
    const weeks = await expectJson(admin.put('/admin/settings', formOf({ stock_forecast_weeks: 53 })), 422)
    expect(JSON.stringify(weeks)).toContain('de 1 à 52')
    const days = await expectJson(admin.put('/admin/settings', formOf({ stock_alert_days: 0 })), 422)
    expect(JSON.stringify(days)).toContain('de 1 à 60')
    await expectJson(admin.put('/admin/settings', formOf({ stock_alert_days: 20 })))
    const kept = await expectJson(admin.put('/admin/settings', formOf({ version: 2 })))
    expect(kept).toMatchObject({ stock_forecast_weeks: 12, stock_alert_days: 20 })
  })
})
