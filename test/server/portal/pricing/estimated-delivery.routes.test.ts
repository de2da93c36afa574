import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { brands } from '../../../../server/platform/db/schema'
import { orders, products } from '../../../../server/platform/db/schema-portal'
import { promisedDay } from '../../../../src/domain/delivery-promise'
import { addWorkingDays, parisCalendarDay } from '../../../../src/domain/working-days'
import { api, expectJson } from '../../support/portal-http'
import { aPortalWorld, fillCart, type PortalWorld } from '../../support/portal-world'
import { useTestApp } from '../../support/test-app'
import { closeOn } from './pricing-world'

// "Livraison estimée" in the catalogue and the cart, and the order's promised day (docs/decisions/075).
const t = useTestApp()

const bagLine = (w: PortalWorld) => ({ productId: w.bag.id, optionId: w.bag.options[0]?.id ?? 0, quantity: 300 })
const boxLine = (w: PortalWorld) => ({ productId: w.box.id, optionId: w.box.options[0]?.id ?? 0, quantity: 10 })

// The bag takes 5 working days to make and the brand 3 to deliver; the box has no production time. The company
// closes on the next working day, which moves the promise by one working day.
async function leadTimeWorld() {
  const w = await aPortalWorld(t)
  await t.db.update(products).set({ leadTimeDays: 5 }).where(eq(products.id, w.bag.id))
  await t.db.update(brands).set({ deliveryDays: 3 }).where(eq(brands.id, w.brand.id))
  const closed = parisCalendarDay(addWorkingDays(t.clock.now(), 1))
  await closeOn(t.db, [closed])
  const lead = { productionDays: 5, deliveryDays: 3 }
  const expected = promisedDay(t.clock.now(), lead, { closureDays: [closed] })
  expect(expected).not.toBe(promisedDay(t.clock.now(), lead, { closureDays: [] }))
  return { w, expected }
}

describe('estimated delivery', () => {
  it('dates each cart line and the cart with the working calendar and its closing days', async () => {
    const { w, expected } = await leadTimeWorld()
    await fillCart(t, w.tokens.shopB, [bagLine(w), boxLine(w)])

    const cart = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))

    expect(cart.lines.map((line: { estimated_delivery: string | null }) => line.estimated_delivery)).toEqual([
      expected,
      null,
    ])
    expect(cart.estimated_delivery).toBe(expected)
  })

  it('dates each product of the catalogue', async () => {
    const { w, expected } = await leadTimeWorld()
    const products = await expectJson(api(t.app, w.tokens.shopB).get('/api/customized-products'))
    const byId = new Map(products.map((product: { id: number }) => [product.id, product]))
    expect(byId.get(w.bag.id)).toMatchObject({ estimated_delivery: expected })
    expect(byId.get(w.box.id)).toMatchObject({ estimated_delivery: null })
  })

  it('stores the promised day with the order, and later calendar changes leave it', async () => {
    const { w, expected } = await leadTimeWorld()
    const cart = await fillCart(t, w.tokens.shopB, [bagLine(w), boxLine(w)])
    const placed = await expectJson(api(t.app, w.tokens.shopB).put(`/api/carts/order/${cart.id}`))

    await closeOn(t.db, [])
    await t.db.update(products).set({ leadTimeDays: 30 }).where(eq(products.id, w.bag.id))
    const detail = await expectJson(api(t.app, w.tokens.shopB).get(`/api/orders/${placed.order.id}`))
    expect(detail.promised_on).toBe(expected)
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.order.id))
    expect(order?.promisedOn).toBe(expected)
  })

  it('promises nothing when no line has a production time', async () => {
    const { w } = await leadTimeWorld()
    const cart = await fillCart(t, w.tokens.shopB, [boxLine(w)])
    expect(await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))).toMatchObject({
      estimated_delivery: null,
    })
    const placed = await expectJson(api(t.app, w.tokens.shopB).put(`/api/carts/order/${cart.id}`))
    const detail = await expectJson(api(t.app, w.tokens.shopB).get(`/api/orders/${placed.order.id}`))
    expect(detail.promised_on).toBeNull()
  })
})
