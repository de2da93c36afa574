import { describe, expect, it } from 'vitest'
import { isOrderLate } from '../../../src/domain/late-orders'
import { ORDER_STATUSES, type OrderStatus } from '../../../src/domain/order-status'
import { parisCalendarDay } from '../../../src/domain/working-days'
import { anOrderRow } from '../support/order-builders'
import { api, call, expectJson } from '../support/portal-http'
import { adminToken, aPortalWorld } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

// The back office's late orders (docs/decisions/075-price-tiers-price-lists-lead-times.md): the list's SQL filter
// `late=true` keeps exactly the orders the domain's isOrderLate calls late on the request's Paris day.

const t = useTestApp()

const DAY_MS = 86_400_000
const shifted = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

type Row = { id: number; number: string; promisedOn: string | null; status: OrderStatus; shopId: number }

// Every status with a promise in the past, today, in the future, and none: 28 orders over two brands.
async function ordersAroundToday() {
  const w = await aPortalWorld(t)
  const today = parisCalendarDay(t.clock.now())
  const promises = [shifted(today, -3), shifted(today, -1), today, shifted(today, 5), null]
  const rows: Row[] = []
  for (const [index, status] of ORDER_STATUSES.entries()) {
    for (const [at, promisedOn] of promises.entries()) {
      const shopId = (index + at) % 2 === 0 ? w.shopA.id : w.stranger.id
      const number = `LATE-${String(index).padStart(2, '0')}-${at}`
      const row = await anOrderRow(t.db, shopId, { number, status, promisedOn, subtotal: 1_000 * (at + 1) })
      rows.push({ id: row.id, number, promisedOn, status, shopId })
    }
  }
  return { w, today, rows, admin: api(t.app, await adminToken(t, w.admin.id)) }
}

const lateNumbers = (rows: readonly Row[], today: string, keep: (row: Row) => boolean = () => true) =>
  rows
    .filter((row) => keep(row) && isOrderLate(row, today))
    .map((row) => row.number)
    .sort()

async function listed(admin: ReturnType<typeof api>, query: string) {
  const response = await admin.get(`/admin/orders?${query}`)
  const body = (await expectJson(response)) as { number: string; promised_on: string | null }[]
  return { total: Number(response.headers.get('x-total-count')), body, numbers: body.map((o) => o.number) }
}

describe('GET /admin/orders?late=true', () => {
  it('keeps exactly the orders isOrderLate calls late, with the list’s total, sort and paging', async () => {
    const { today, rows, admin } = await ordersAroundToday()
    const expected = lateNumbers(rows, today)
    // Past promises of the four statuses still in the workshop's hands: the rule is not vacuous.
    expect(expected).toHaveLength(6)

    const all = await listed(admin, 'late=true&_sort=number&_order=ASC&_limit=100')
    expect(all.numbers).toEqual(expected)
    expect(all.total).toBe(expected.length)
    for (const order of all.body) expect(order.promised_on! < today).toBe(true)

    const page = await listed(admin, 'late=true&_sort=number&_order=ASC&_start=2&_limit=2')
    expect(page.numbers).toEqual(expected.slice(2, 4))
    expect(page.total).toBe(expected.length)

    const unfiltered = await listed(admin, 'late=false&_limit=100')
    expect(unfiltered.total).toBe(rows.length)
  })

  it('combines with the other filters (status, brand) and their totals', async () => {
    const { w, today, rows, admin } = await ordersAroundToday()
    const validated = await listed(admin, 'late=true&status=validated,shipped&_sort=number&_order=ASC')
    expect(validated.numbers).toEqual(lateNumbers(rows, today, (row) => ['validated', 'shipped'].includes(row.status)))
    expect(validated.total).toBe(validated.numbers.length)
    expect(validated.total).toBeGreaterThan(0)

    const ofBrand = await listed(admin, `late=true&brand_id=${w.brand.id}&_sort=number&_order=ASC`)
    expect(ofBrand.numbers).toEqual(lateNumbers(rows, today, (row) => row.shopId === w.shopA.id))
    expect(ofBrand.total).toBe(ofBrand.numbers.length)
  })

  it('counts from the request’s Paris day: a promise for today is late tomorrow', async () => {
    const { w, rows } = await ordersAroundToday()
    t.clock.advance(DAY_MS)
    const tomorrow = parisCalendarDay(t.clock.now())
    const admin = api(t.app, await adminToken(t, w.admin.id))
    const late = await listed(admin, 'late=true&_sort=number&_order=ASC&_limit=100')
    expect(late.numbers).toEqual(lateNumbers(rows, tomorrow))
    expect(late.numbers).toHaveLength(9)
  })

  it('shows the promised day in the detail and in the CSV, filtered the same way', async () => {
    const { w, today, rows, admin } = await ordersAroundToday()
    const promised = rows.find((row) => row.promisedOn !== null)!
    expect(await expectJson(admin.get(`/admin/orders/${promised.id}`))).toMatchObject({
      promised_on: promised.promisedOn,
    })
    const response = await call(t.app, 'GET', '/admin/orders/export.csv?late=true&_sort=number&_order=ASC', {
      token: await adminToken(t, w.admin.id),
    })
    const lines = (await response.text()).split('\r\n').filter((line) => line !== '')
    expect(lines[0]).toMatch(/;Livraison promise$/)
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(lateNumbers(rows, today))
    const [year, month, day] = shifted(today, -3).split('-')
    expect(lines.slice(1).some((line) => line.endsWith(`;${day}/${month}/${year}`))).toBe(true)
  })

  it('refuses a late value that is neither true nor false', async () => {
    const { admin } = await ordersAroundToday()
    expect((await admin.get('/admin/orders?late=oui')).status).toBe(400)
  })
})
