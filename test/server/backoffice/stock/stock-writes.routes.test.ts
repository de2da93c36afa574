import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../../../server/platform/db/schema-backoffice'
import { stockBalances, stockMovements } from '../../../../server/platform/db/schema-stock'
import { adjustmentBelowZeroMessage, STOCK_MESSAGES } from '../../../../src/domain/brand-stock'
import { api, expectJson } from '../../support/portal-http'
import { useTestApp } from '../../support/test-app'
import { aStockWorld } from './stock-fixtures'

const t = useTestApp()

const balanceOf = async (brandId: number, optionId: number) =>
  (
    await t.db
      .select({ balance: stockBalances.balance })
      .from(stockBalances)
      .where(and(eq(stockBalances.brandId, brandId), eq(stockBalances.optionId, optionId)))
  )[0]?.balance ?? null
const stockAudit = () => t.db.select().from(auditLog).where(eq(auditLog.entity, 'brand_stock'))

describe('runs received (docs/decisions/077-brand-stock.md)', () => {
  it('opens the account with the first run, adds the next ones, and logs each movement', async () => {
    const { w, petit, run, admin } = await aStockWorld(t)
    const first = await expectJson(run(petit.id, 50_000, { lot: 'L-2026-11' }), 201)
    expect(first.balance).toBe(50_000)
    expect(first.movement).toMatchObject({ kind: 'run', quantity: 50_000, lot: 'L-2026-11', who: w.admin.login })
    const second = await expectJson(run(petit.id, 1_000), 201)
    expect(second.balance).toBe(51_000)
    expect(await balanceOf(w.brand.id, petit.id)).toBe(51_000)
    const audit = await stockAudit()
    expect(audit.map((entry) => entry.action)).toEqual(['stock_run', 'stock_run'])
    expect(audit[0]?.entityId).toBe(first.movement.id)
    expect(audit[1]?.after).toMatchObject({ quantity: 1_000, balance: 51_000, option_id: petit.id })
    // The movement's history is readable by the e-commerce administrators (entity `brand_stock`).
    const history = await expectJson(admin.get(`/admin/audit?entity=brand_stock&entity_id=${first.movement.id}`))
    expect(JSON.stringify(history)).toContain('stock_run')
  })

  it('refuses a wrong quantity, a day to come and an option of another brand, writing nothing', async () => {
    const { w, petit, run } = await aStockWorld(t)
    expect(await expectJson(run(petit.id, 0), 422)).toEqual({ message: STOCK_MESSAGES.runQuantity })
    expect(await expectJson(run(petit.id, 2.5), 422)).toEqual({ message: STOCK_MESSAGES.runQuantity })
    expect(await expectJson(run(petit.id, 20_000_000), 422)).toEqual({ message: STOCK_MESSAGES.tooLarge })
    expect(await expectJson(run(petit.id, 10, { day: '2999-01-01' }), 422)).toEqual({
      message: STOCK_MESSAGES.dayInFuture,
    })
    expect(await expectJson(run(petit.id, 10, { day: '' }), 422)).toEqual({ message: STOCK_MESSAGES.dayRequired })
    const foreignOption = w.foreign.options[0]
    if (foreignOption === undefined) throw new Error('option missing')
    await expectJson(run(foreignOption.id, 10), 404)
    expect(await t.db.select().from(stockMovements)).toEqual([])
    expect(await stockAudit()).toEqual([])
  })
})

describe('adjustments', () => {
  it('adds or takes with a reason, and refuses to go below zero without writing anything', async () => {
    const { w, petit, run, adjust } = await aStockWorld(t)
    await expectJson(run(petit.id, 100), 201)
    const up = await expectJson(adjust(petit.id, 20, 'Retour client'), 201)
    expect(up).toMatchObject({ balance: 120, movement: { kind: 'adjustment', quantity: 20, reason: 'Retour client' } })
    const down = await expectJson(adjust(petit.id, -30, 'Cartons abîmés'), 201)
    expect(down.balance).toBe(90)

    expect(await expectJson(adjust(petit.id, -91), 422)).toEqual({ message: adjustmentBelowZeroMessage(90) })
    expect(await balanceOf(w.brand.id, petit.id)).toBe(90)
    expect(await t.db.select().from(stockMovements)).toHaveLength(3)
    expect((await stockAudit()).map((entry) => entry.action)).toEqual([
      'stock_run',
      'stock_adjustment',
      'stock_adjustment',
    ])
    expect(await expectJson(adjust(petit.id, -90), 201)).toMatchObject({ balance: 0 })
  })

  it('asks for a reason and a non-zero quantity, and refuses an account that does not exist', async () => {
    const { petit, grand, run, adjust } = await aStockWorld(t)
    await expectJson(run(petit.id, 100), 201)
    expect(await expectJson(adjust(petit.id, 5, '   '), 422)).toEqual({ message: STOCK_MESSAGES.reasonRequired })
    expect(await expectJson(adjust(petit.id, 0), 422)).toEqual({ message: STOCK_MESSAGES.adjustmentQuantity })
    expect(await expectJson(adjust(grand.id, 5), 422)).toEqual({ message: STOCK_MESSAGES.noAccount })
    expect(await t.db.select().from(stockMovements)).toHaveLength(1)
  })
})

describe('who reaches the stock', () => {
  it('refuses a shop, a head office and an anonymous caller', async () => {
    const { w, petit } = await aStockWorld(t)
    const body = { brand_id: w.brand.id, option_id: petit.id, quantity: 10, day: '2026-01-05' }
    for (const token of [w.tokens.shopB, w.tokens.validator, undefined]) {
      const caller = api(t.app, token)
      expect((await caller.get('/admin/stock/balances')).status).toBe(401)
      expect((await caller.get('/admin/stock/movements/export.csv')).status).toBe(401)
      expect((await caller.post('/admin/stock/runs', body)).status).toBe(401)
    }
    expect(await t.db.select().from(stockMovements)).toEqual([])
  })
})
