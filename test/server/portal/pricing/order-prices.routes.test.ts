import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderLines, orders, productOptions } from '../../../../server/platform/db/schema-portal'
import { brandPrices } from '../../../../server/platform/db/schema-pricing'
import { api, expectJson } from '../../support/portal-http'
import { anOrder, aPortalWorld, type PortalWorld } from '../../support/portal-world'
import { useTestApp } from '../../support/test-app'
import { aPriceList, giveTiers, todayOf } from './pricing-world'

// A placed order keeps its prices (docs/decisions/075): the break reached and the book it came from.
const t = useTestApp()

const smallBag = (w: PortalWorld) => w.bag.options[0]?.id ?? 0
const bagLine = (w: PortalWorld, quantity: number) => ({ productId: w.bag.id, optionId: smallBag(w), quantity })
const boxLine = (w: PortalWorld, quantity: number) => ({
  productId: w.box.id,
  optionId: w.box.options[0]?.id ?? 0,
  quantity,
})
const tiers = [
  { fromQuantity: 500, unitPriceCents: 40 },
  { fromQuantity: 1000, unitPriceCents: 35 },
]

describe('placing an order with price breaks', () => {
  it('stores the break price and the book, and later price changes leave the order as placed', async () => {
    const w = await aPortalWorld(t)
    await giveTiers(t.db, smallBag(w), tiers)
    const orderId = await anOrder(t, w.tokens.shopB, [bagLine(w, 500), boxLine(w, 10)])

    const [line] = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.optionId, smallBag(w)))
    expect(line).toMatchObject({ unitPrice: 40, priceBook: { unitPriceCents: 50, tiers } })
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    // 500 × 0,40 € + 10 × 4,00 € = 240,00 € HT; 510 units reach franco.
    expect(order).toMatchObject({ subtotal: 24_000, shipping: 0, vat: 4800, totalTtc: 28_800 })

    const placed = await expectJson(api(t.app, w.tokens.shopB).get(`/api/orders/${orderId}`))
    await giveTiers(t.db, smallBag(w), [{ fromQuantity: 500, unitPriceCents: 10 }])
    await t.db
      .update(productOptions)
      .set({ unitPrice: 99 })
      .where(eq(productOptions.id, smallBag(w)))
    await aPriceList(t.db, w.brand.id, { validFrom: todayOf(t.clock), validTo: null }, [
      { optionId: smallBag(w), unitPrice: 5 },
    ])
    const later = await expectJson(api(t.app, w.tokens.shopB).get(`/api/orders/${orderId}`))

    expect(later).toEqual(placed)
    expect(later.lines[0]).toMatchObject({
      unit_price: 40,
      line_total: 20_000,
      option: {
        unit_price: 50,
        price_tiers: [
          { from_quantity: 500, unit_price: 40 },
          { from_quantity: 1000, unit_price: 35 },
        ],
      },
    })
    expect(later.totals).toMatchObject({ subtotal: 24_000, total_ttc: 28_800 })
  })

  it("stores the brand list's book of the day when it names the option", async () => {
    const w = await aPortalWorld(t)
    await giveTiers(t.db, smallBag(w), tiers)
    const list = await aPriceList(t.db, w.brand.id, { validFrom: todayOf(t.clock), validTo: null }, [
      { optionId: smallBag(w), unitPrice: 45, tiers: [{ fromQuantity: 500, unitPriceCents: 30 }] },
    ])
    const orderId = await anOrder(t, w.tokens.shopB, [bagLine(w, 500)])

    await t.db.update(brandPrices).set({ unitPrice: 1, priceTiers: [] }).where(eq(brandPrices.listId, list.id))
    const detail = await expectJson(api(t.app, w.tokens.shopB).get(`/api/orders/${orderId}`))
    expect(detail.lines[0]).toMatchObject({
      unit_price: 30,
      line_total: 15_000,
      option: { unit_price: 45, price_tiers: [{ from_quantity: 500, unit_price: 30 }] },
    })
  })
})

describe('a quantity changed during validation', () => {
  it("is priced from the line's stored book, not from today's prices", async () => {
    const w = await aPortalWorld(t)
    await giveTiers(t.db, smallBag(w), tiers)
    const orderId = await anOrder(t, w.tokens.shopA, [bagLine(w, 500)])
    // Today's prices change after placing: the edit must not see them.
    await giveTiers(t.db, smallBag(w), [{ fromQuantity: 1000, unitPriceCents: 20 }])
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))

    const answer = await expectJson(
      api(t.app, w.tokens.validator).put(`/api/orders/validations/modify/${orderId}`, {
        idproduct: line?.id,
        data: 1000,
      }),
    )

    expect(answer.order.lines[0]).toMatchObject({ quantity: 1000, unit_price: 35, line_total: 35_000 })
    expect(answer.order.totals).toMatchObject({ subtotal: 35_000, shipping: 0, vat: 7000, total_ttc: 42_000 })
    const [stored] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))
    expect(stored).toMatchObject({ quantity: 1000, unitPrice: 35 })
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({ subtotal: 35_000, totalTtc: 42_000 })
  })

  it('keeps the unit price of a line placed without a book', async () => {
    const w = await aPortalWorld(t)
    const orderId = await anOrder(t, w.tokens.shopA, [bagLine(w, 300)])
    await t.db.update(orderLines).set({ priceBook: null }).where(eq(orderLines.orderId, orderId))
    await t.db
      .update(productOptions)
      .set({ unitPrice: 99 })
      .where(eq(productOptions.id, smallBag(w)))
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))

    const answer = await expectJson(
      api(t.app, w.tokens.validator).put(`/api/orders/validations/modify/${orderId}`, {
        idproduct: line?.id,
        data: 500,
      }),
    )

    expect(answer.order.lines[0]).toMatchObject({
      quantity: 500,
      unit_price: 50,
      line_total: 25_000,
      option: { unit_price: 50, price_tiers: [] },
    })
  })
})
