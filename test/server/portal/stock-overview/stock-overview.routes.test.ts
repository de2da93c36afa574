import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '../../../../server/platform/db/schema-portal'
import { stockBalances, stockMovements } from '../../../../server/platform/db/schema-stock'
import { isWorkingDay, parisCalendarDay, parisMidnight, workingDayAfter } from '../../../../src/domain/working-days'
import { api, call, expectJson } from '../../support/portal-http'
import { aPortalWorld, type PortalWorld } from '../../support/portal-world'
import { useTestApp } from '../../support/test-app'

const t = useTestApp()
const DAY_MS = 86_400_000
const daysAgo = (n: number) => parisCalendarDay(new Date(Date.now() - n * DAY_MS))
const daysAhead = (n: number) => daysAgo(-n)

type Movement = { kind: 'run' | 'call_off'; quantity: number; day: string; shopId?: number; lot?: string }

async function keepStock(brandId: number, optionId: number, movements: Movement[]) {
  await t.db.insert(stockMovements).values(
    movements.map((movement) => ({
      brandId,
      optionId,
      kind: movement.kind,
      quantity: movement.quantity,
      happenedOn: movement.day,
      shopId: movement.shopId ?? null,
      lot: movement.lot ?? null,
    })),
  )
  const balance = movements.reduce((sum, movement) => sum + movement.quantity, 0)
  await t.db.insert(stockBalances).values({ brandId, optionId, balance })
}

// The brand keeps the small kraft bag (10 production days): a run of 5 000, then 12 weeks of call-offs, 100 a
// week from shop A and 200 a fortnight from shop B (200 a week in all), balance 2 600. The other brand keeps
// its own product, which the brand's head office never sees.
async function stockWorld(): Promise<PortalWorld & { optionId: number }> {
  const w = await aPortalWorld(t)
  const optionId = w.bag.options[0]?.id ?? 0
  await t.db.update(products).set({ leadTimeDays: 10 }).where(eq(products.id, w.bag.id))
  await keepStock(w.brand.id, optionId, [
    { kind: 'run', quantity: 5000, day: daysAgo(100), lot: 'L-2026-01' },
    ...Array.from({ length: 12 }, (_, k) => ({
      kind: 'call_off' as const,
      quantity: -100,
      day: daysAgo(3 + 7 * k),
      shopId: w.shopA.id,
    })),
    ...Array.from({ length: 6 }, (_, k) => ({
      kind: 'call_off' as const,
      quantity: -200,
      day: daysAgo(5 + 14 * k),
      shopId: w.shopB.id,
    })),
  ])
  await keepStock(w.otherBrand.id, w.foreign.options[0]?.id ?? 0, [
    { kind: 'run', quantity: 900, day: daysAgo(40), lot: 'ETR' },
    { kind: 'call_off', quantity: -50, day: daysAgo(2), shopId: w.stranger.id },
  ])
  return { ...w, optionId }
}

describe('the head office’s stock page, /account/stock (docs/decisions/077-brand-stock.md)', () => {
  it('gives the head office its brand’s balance, last run, forecast and the chart’s points', async () => {
    const w = await stockWorld()
    const overview = await expectJson(api(t.app, w.tokens.validator).get('/api/account/stock'))
    expect(overview).toMatchObject({ today: daysAgo(0), weeks: 12 })
    expect(overview.options).toHaveLength(1)
    const [option] = overview.options
    const stockOut = daysAhead(91) // 2 600 units at 200 a week: 13 weeks
    expect(option).toMatchObject({
      option_id: w.optionId,
      product_name: 'Sac kraft',
      option_label: 'Petit',
      balance: 2600,
      last_run: { day: daysAgo(100), quantity: 5000, lot: 'L-2026-01' },
      lead_time_days: 10,
      weekly_consumption: 200,
      weekly_by_shop: [
        { shop_id: w.shopA.id, shop_name: 'Boutique A', weekly: 100 },
        { shop_id: w.shopB.id, shop_name: 'Boutique B', weekly: 100 },
      ],
      stock_out_day: stockOut,
      stock_out_text: expect.stringMatching(/^Rupture estimée le \w+ \d+ .+ \d{4}$/),
      relaunch_text: expect.stringMatching(/^Relancer une production avant le /),
      relaunch_overdue: false,
      suggested_run: 2400,
    })
    // A working day whose 10 production days still end by the stock-out.
    expect(isWorkingDay(parisMidnight(option.relaunch_before))).toBe(true)
    expect(workingDayAfter(option.relaunch_before, 10) <= stockOut).toBe(true)
    expect(workingDayAfter(option.relaunch_before, 11) > stockOut).toBe(true)

    const series = option.balance_series
    const today = series.find((point: { week_ending: string }) => point.week_ending === daysAgo(0))
    expect(today).toEqual({ week_ending: daysAgo(0), balance: 2600, projected: 2600 })
    // Eleven weeks back, the call-offs of the 77 days since were still in stock.
    expect(series[0]).toEqual({ week_ending: daysAgo(77), balance: 2600 + 1100 + 1200, projected: null })
    expect(series.at(-1)).toMatchObject({ balance: null, projected: 200 })
  })

  it('answers 403 to the shops of a brand with a head office, 401 to an admin, nothing of another brand', async () => {
    const w = await stockWorld()
    for (const token of [w.tokens.shopA, w.tokens.shopB]) {
      for (const path of [
        '/api/account/stock',
        '/api/account/stock/consumption',
        '/api/account/stock/consumption.csv',
      ]) {
        const refused = await expectJson(api(t.app, token).get(path), 403)
        expect(refused).toEqual({ message: 'Le stock de votre enseigne est suivi par votre siège.' })
      }
    }
    expect((await call(t.app, 'GET', '/api/account/stock', { token: w.tokens.admin })).status).toBe(401)
    expect((await call(t.app, 'GET', '/api/account/stock', {})).status).toBe(401)

    // A brand without a head office: its shop opens the page, and sees its own brand's stock only.
    const stranger = await expectJson(api(t.app, w.tokens.stranger).get('/api/account/stock'))
    expect(stranger.options.map((option: { product_name: string }) => option.product_name)).toEqual([
      'Produit étranger',
    ])
    expect(stranger.options[0]).toMatchObject({ balance: 850, lead_time_days: null, relaunch_before: null })
    const consumption = await expectJson(api(t.app, w.tokens.stranger).get('/api/account/stock/consumption'))
    expect(consumption.rows).toEqual([expect.objectContaining({ shop_name: 'Magasin étranger', quantity: 50 })])
  })

  it('gives the consumption per shop and month of the last 12 months, as JSON and as CSV', async () => {
    const w = await stockWorld()
    const consumption = await expectJson(api(t.app, w.tokens.validator).get('/api/account/stock/consumption'))
    expect(consumption.months).toHaveLength(12)
    expect(consumption.months.at(-1)).toBe(daysAgo(0).slice(0, 7))
    const total = (shopId: number) =>
      consumption.rows
        .filter((row: { shop_id: number }) => row.shop_id === shopId)
        .reduce((sum: number, row: { quantity: number }) => sum + row.quantity, 0)
    expect(total(w.shopA.id)).toBe(1200)
    expect(total(w.shopB.id)).toBe(1200)
    expect(consumption.rows.every((row: { option_id: number }) => row.option_id === w.optionId)).toBe(true)

    const response = await api(t.app, w.tokens.validator).get('/api/account/stock/consumption.csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="consommation-stock\.csv"/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Mois;Magasin;Produit;Option;Quantité')
    expect(lines).toHaveLength(consumption.rows.length + 1)
    expect(lines.slice(1).every((line) => /^\d{4}-\d{2};Boutique [AB];Sac kraft;Petit;\d+$/.test(line))).toBe(true)
  })

  it('shows an empty page to a head office whose brand keeps no stock', async () => {
    const w = await aPortalWorld(t)
    const overview = await expectJson(api(t.app, w.tokens.validator).get('/api/account/stock'))
    expect(overview.options).toEqual([])
    const consumption = await expectJson(api(t.app, w.tokens.validator).get('/api/account/stock/consumption'))
    expect(consumption.rows).toEqual([])
  })
})
