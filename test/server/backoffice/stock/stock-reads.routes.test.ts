import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '../../../../server/platform/db/schema-portal'
import { stockBalances, stockMovements } from '../../../../server/platform/db/schema-stock'
import { aBrand } from '../../support/builders'
import { anOrderRow } from '../../support/order-builders'
import { aProduct } from '../../support/portal-builders'
import { expectJson } from '../../support/portal-http'
import { useTestApp } from '../../support/test-app'
import { aStockWorld } from './stock-fixtures'

const t = useTestApp()

const daysAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

// A call-off as the portal writes it on acceptance (decision 077): the movement and the balance taken.
async function aCallOff(brandId: number, optionId: number, shopId: number, quantity: number, day: string) {
  const order = await anOrderRow(t.db, shopId)
  await t.db.insert(stockMovements).values({
    brandId,
    optionId,
    kind: 'call_off',
    quantity: -quantity,
    happenedOn: day,
    shopId,
    orderId: order.id,
  })
  await t.db
    .update(stockBalances)
    .set({ balance: 2_400 - quantity })
    .where(eq(stockBalances.optionId, optionId))
  return order
}

describe('the balances (docs/decisions/077-brand-stock.md)', () => {
  it('lists each account with its last run and its forecast', async () => {
    const { w, petit, admin, run, today } = await aStockWorld(t)
    await t.db.update(products).set({ leadTimeDays: 10 }).where(eq(products.id, w.bag.id))
    await expectJson(run(petit.id, 2_400, { lot: 'LOT-A' }), 201)
    await aCallOff(w.brand.id, petit.id, w.shopB.id, 1_200, today)

    const rows = await expectJson(admin.get('/admin/stock/balances'))
    expect(rows).toHaveLength(1)
    const [row] = rows
    expect(row).toMatchObject({
      brand_name: 'Maison Test',
      product_name: 'Sac kraft',
      option_label: 'Petit',
      balance: 1_200,
      last_run: { day: today, lot: 'LOT-A' },
    })
    // 1 200 units over the default 12 weeks: 100 a week, 1 200 left last 84 days.
    expect(row.forecast.weekly_consumption).toBe(100)
    expect(row.forecast.stock_out_day).toBe(daysAfter(today, 84))
    expect(row.forecast.relaunch_before < row.forecast.stock_out_day).toBe(true)
    expect(row.forecast.relaunch_overdue).toBe(false)
    expect(row.forecast.suggested_run).toBe(1_200)
  })

  it('filters by brand and text, sorts by balance, and pages with the total', async () => {
    const { w, petit, grand, admin, run, today } = await aStockWorld(t)
    const other = await aBrand(t.db, { name: 'Zeta' })
    const zetaBag = await aProduct(t.db, other.id, { name: 'Boîte Zeta', reference: 'ZETA-1' })
    const zetaOption = zetaBag.options[0]
    if (zetaOption === undefined) throw new Error('option missing')
    await expectJson(run(petit.id, 300), 201)
    await expectJson(run(grand.id, 100), 201)
    const zetaRun = { brand_id: other.id, option_id: zetaOption.id, quantity: 200, day: today }
    await expectJson(admin.post('/admin/stock/runs', zetaRun), 201)

    const byBrand = await admin.get('/admin/stock/balances?_sort=brand&_limit=2')
    expect(byBrand.headers.get('x-total-count')).toBe('3')
    expect((await expectJson(byBrand)).map((row: { option_label: string }) => row.option_label)).toEqual([
      'Grand',
      'Petit',
    ])
    const byBalance = await expectJson(admin.get('/admin/stock/balances?_sort=balance&_order=DESC'))
    expect(byBalance.map((row: { balance: number }) => row.balance)).toEqual([300, 200, 100])
    const ofBrand = await expectJson(admin.get(`/admin/stock/balances?brand_id=${other.id}`))
    expect(ofBrand.map((row: { brand_name: string }) => row.brand_name)).toEqual(['Zeta'])
    const found = await admin.get('/admin/stock/balances?q=grand')
    expect(found.headers.get('x-total-count')).toBe('1')
    expect((await expectJson(found))[0].option_label).toBe('Grand')
    expect(await expectJson(admin.get('/admin/stock/balances?_start=2&_limit=2'))).toHaveLength(1)
    void w
  })
})

describe('the movements and their CSV', () => {
  it('lists newest first with who and the order number, filtered and paged', async () => {
    const { w, petit, grand, admin, run, adjust, today } = await aStockWorld(t)
    await expectJson(run(petit.id, 2_400, { day: daysAfter(today, -3) }), 201)
    await expectJson(run(grand.id, 500, { day: daysAfter(today, -2) }), 201)
    const order = await aCallOff(w.brand.id, petit.id, w.shopB.id, 100, daysAfter(today, -1))
    await expectJson(adjust(petit.id, -5, 'Cartons abîmés'), 201)

    const all = await admin.get('/admin/stock/movements')
    expect(all.headers.get('x-total-count')).toBe('4')
    const rows = await expectJson(all)
    expect(rows.map((row: { kind: string }) => row.kind)).toEqual(['adjustment', 'call_off', 'run', 'run'])
    expect(rows[1]).toMatchObject({ who: 'Boutique B', order_number: order.number, quantity: -100 })
    expect(rows[0]).toMatchObject({ who: w.admin.login, reason: 'Cartons abîmés' })

    const ofPetit = await expectJson(admin.get(`/admin/stock/movements?option_id=${petit.id}&kind=run`))
    expect(ofPetit).toHaveLength(1)
    const window = `from=${daysAfter(today, -2)}&to=${daysAfter(today, -1)}`
    const inWindow = await expectJson(admin.get(`/admin/stock/movements?${window}&brand_id=${w.brand.id}`))
    expect(inWindow.map((row: { kind: string }) => row.kind)).toEqual(['call_off', 'run'])
    const second = await expectJson(admin.get('/admin/stock/movements?_start=1&_limit=1'))
    expect(second.map((row: { kind: string }) => row.kind)).toEqual(['call_off'])
  })

  it('exports the filtered movements as a French spreadsheet reads them', async () => {
    const { w, petit, admin, run, adjust, today } = await aStockWorld(t)
    await expectJson(run(petit.id, 1_000, { lot: 'L;1' }), 201)
    await expectJson(adjust(petit.id, -10, '=cmd'), 201)
    const response = await admin.get(`/admin/stock/movements/export.csv?kind=adjustment&brand_id=${w.brand.id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="mouvements-stock.csv"')
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('Jour;Mouvement;Enseigne;Produit;Option;Quantité;Lot;Raison;Par;Commande;Enregistré le')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(
      new RegExp(`^${today};Ajustement;Maison Test;Sac kraft;Petit;-10;;'=cmd;${w.admin.login};;`),
    )
    const runs = await (await admin.get('/admin/stock/movements/export.csv?kind=run')).text()
    expect(runs).toContain('"L;1"')
  })
})
