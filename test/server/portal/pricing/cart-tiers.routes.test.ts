import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { brands } from '../../../../server/platform/db/schema'
import { api, expectJson } from '../../support/portal-http'
import { aPortalWorld, fillCart, type PortalWorld } from '../../support/portal-world'
import { useTestApp } from '../../support/test-app'
import { aPriceList, giveTiers, shiftDay, todayOf } from './pricing-world'

// Prices by quantity and brand lists in the cart and the catalogue (docs/decisions/075).
const t = useTestApp()

const smallBag = (w: PortalWorld) => w.bag.options[0]?.id ?? 0
const bagLine = (w: PortalWorld, quantity: number) => ({ productId: w.bag.id, optionId: smallBag(w), quantity })

// The small bag costs 0,50 € HT; from 500: 0,40 €; from 1 000: 0,35 €. Franco by amount only (500,00 €).
async function tieredWorld() {
  const w = await aPortalWorld(t)
  await t.db.update(brands).set({ francoQty: null }).where(eq(brands.id, w.brand.id))
  await giveTiers(t.db, smallBag(w), [
    { fromQuantity: 500, unitPriceCents: 40 },
    { fromQuantity: 1000, unitPriceCents: 35 },
  ])
  return w
}

describe('prices by quantity in the cart', () => {
  it('prices the whole line at the break reached, and the totals, franco and VAT from it', async () => {
    const w = await tieredWorld()
    await fillCart(t, w.tokens.shopB, [bagLine(w, 1000)])

    const cart = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))

    expect(cart.lines[0]).toMatchObject({
      quantity: 1000,
      unit_price: 35,
      line_total: 35_000,
      next_tier: null,
      option: {
        unit_price: 50,
        price_tiers: [
          { from_quantity: 500, unit_price: 40 },
          { from_quantity: 1000, unit_price: 35 },
        ],
      },
    })
    // At 0,50 € the 1 000 bags would reach franco (500,00 €); at the break's 0,35 € they miss 150,00 €.
    expect(cart).toMatchObject({ total: 35_000, shipping: 2500, vat_rate_basis_points: 2000, vat: 7500 })
    expect(cart.total_ttc).toBe(35_000 + 2500 + 7500)
    expect(cart.franco.evaluation).toMatchObject({ kind: 'missing', amountCents: 15_000 })
    const franco = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/franco'))
    expect(franco.franco).toEqual(cart.franco)
    const count = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/count'))
    expect(count.numberOfProductsInCart).toBe(cart.numberOfProductsInCart)
  })

  it('tells the next break a line can reach, and the unit price below the first break', async () => {
    const w = await tieredWorld()
    await fillCart(t, w.tokens.shopB, [bagLine(w, 300)])
    const below = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))
    expect(below.lines[0]).toMatchObject({
      unit_price: 50,
      line_total: 15_000,
      next_tier: { missing_quantity: 200, from_quantity: 500, unit_price: 40 },
    })

    await fillCart(t, w.tokens.shopB, [bagLine(w, 600)])
    const between = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))
    expect(between.lines[0]).toMatchObject({
      unit_price: 40,
      line_total: 24_000,
      next_tier: { missing_quantity: 400, from_quantity: 1000, unit_price: 35 },
    })
    expect(between.total).toBe(24_000)
  })
})

describe('brand price lists', () => {
  it("uses the brand's list of the day instead of the option's book, in the cart and the catalogue", async () => {
    const w = await tieredWorld()
    const today = todayOf(t.clock)
    await aPriceList(t.db, w.brand.id, { validFrom: shiftDay(today, -3), validTo: today }, [
      { optionId: smallBag(w), unitPrice: 45, tiers: [{ fromQuantity: 500, unitPriceCents: 30 }] },
    ])
    await fillCart(t, w.tokens.shopB, [bagLine(w, 500)])

    const cart = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))
    expect(cart.lines[0]).toMatchObject({
      unit_price: 30,
      line_total: 15_000,
      next_tier: null,
      option: { unit_price: 45, price_tiers: [{ from_quantity: 500, unit_price: 30 }] },
    })
    expect(cart.total).toBe(15_000)

    const products = await expectJson(api(t.app, w.tokens.shopB).get('/api/customized-products'))
    const bag = products.find((product: { id: number }) => product.id === w.bag.id)
    expect(bag.options[0]).toMatchObject({ unit_price: 45, price_tiers: [{ from_quantity: 500, unit_price: 30 }] })
    // Options the list does not name keep their own book.
    expect(bag.options[1]).toMatchObject({ unit_price: 80, price_tiers: [] })
    // Another brand's shops never see it.
    await aPriceList(t.db, w.otherBrand.id, { validFrom: today, validTo: null }, [
      { optionId: smallBag(w), unitPrice: 1 },
    ])
    const again = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))
    expect(again.lines[0].unit_price).toBe(30)
  })

  it('ignores an expired list and a future one', async () => {
    const w = await tieredWorld()
    const today = todayOf(t.clock)
    await aPriceList(t.db, w.brand.id, { validFrom: shiftDay(today, -10), validTo: shiftDay(today, -1) }, [
      { optionId: smallBag(w), unitPrice: 10 },
    ])
    await aPriceList(t.db, w.brand.id, { validFrom: shiftDay(today, 1), validTo: null }, [
      { optionId: smallBag(w), unitPrice: 20 },
    ])
    await fillCart(t, w.tokens.shopB, [bagLine(w, 500)])

    const cart = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))
    expect(cart.lines[0]).toMatchObject({ unit_price: 40, option: { unit_price: 50 } })
    const products = await expectJson(api(t.app, w.tokens.shopB).get('/api/customized-products'))
    const bag = products.find((product: { id: number }) => product.id === w.bag.id)
    expect(bag.options[0].unit_price).toBe(50)
  })
})
