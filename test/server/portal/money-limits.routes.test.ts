import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MAX_QUANTITY, quantityCapMessage } from '../../../src/domain/quantity-rules'
import { orderTotals } from '../../../src/domain/order-validation'
import { cartLines, orderLines, orders, productOptions } from '../../../server/platform/db/schema-portal'
import { aProduct } from '../support/portal-builders'
import { api, expectJson } from '../support/portal-http'
import { aPortalWorld, anOrder, fillCart, type PortalWorld } from '../support/portal-world'
import { COPY_REPEAT_WINDOW_MS } from '../../../src/domain/order-copy-window'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

// Three options priced so that a million units of each totals more than 2^31 cents (decision 023).
async function expensiveLines(w: PortalWorld, quantity = MAX_QUANTITY) {
  const product = await aProduct(t.db, w.brand.id, {
    name: 'Malle gravée',
    options: [
      { label: 'Chêne', unitPrice: 812, minimumQuantity: 1, packMultiple: 1 },
      { label: 'Noyer', unitPrice: 812, minimumQuantity: 1, packMultiple: 1 },
      { label: 'Frêne', unitPrice: 812, minimumQuantity: 1, packMultiple: 1 },
    ],
  })
  return product.options.map((option) => ({ productId: product.id, optionId: option.id, quantity }))
}

async function storedOrder(orderId: number) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId))
  if (order === undefined) throw new Error('order not stored')
  const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))
  const expected = orderTotals(
    lines.map((line) => ({ quantity: line.quantity, unitPriceCents: line.unitPrice, status: line.status })),
    { quantity: order.francoQty, amountCents: order.francoPrice },
    order.shippingFee,
    order.vatRateBasisPoints,
  )
  return { order, lines, expected }
}

describe('money above 2^31 cents', () => {
  it('orders three lines of a million units and stores the exact totals', async () => {
    const w = await aPortalWorld(t)
    const orderId = await anOrder(t, w.tokens.shopB, await expensiveLines(w))

    const { order, expected } = await storedOrder(orderId)
    // 3 × 1 000 000 × 8,12 € = 24 360 000,00 € HT: beyond a 32-bit integer of cents.
    expect(order.subtotal).toBe(2_436_000_000)
    expect({ subtotal: order.subtotal, vat: order.vat, total: order.totalTtc }).toEqual({
      subtotal: expected.subtotalCents,
      vat: expected.vatCents,
      total: expected.totalCents,
    })
    expect(order.totalQuantity).toBe(3 * MAX_QUANTITY)
    const detail = await expectJson(api(t.app, w.tokens.shopB).get(`/api/orders/${orderId}`))
    const totals = { quantity: 3_000_000, subtotal: 2_436_000_000, total_ttc: expected.totalCents }
    expect(detail.totals).toMatchObject(totals)
    const list = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts?_sort=total_ttc'))
    expect(list[0]).toMatchObject({ id: orderId, subtotal: 2_436_000_000, total_ttc: expected.totalCents })
  })

  // One unit more is refused by the contract already (400, src/contract/portal/validation.ts).
  it('lets a validator raise every line to the cap, then refuses one unit more in French', async () => {
    const w = await aPortalWorld(t)
    const orderId = await anOrder(t, w.tokens.shopA, await expensiveLines(w, 10))
    const validator = api(t.app, w.tokens.validator)
    const modify = (lineId: number | undefined, data: number) =>
      validator.put(`/api/orders/validations/modify/${orderId}`, { idproduct: lineId, data })
    const detail = await expectJson(validator.get(`/api/orders/${orderId}`))
    for (const line of detail.lines as { id: number }[]) {
      await expectJson(modify(line.id, MAX_QUANTITY))
    }

    const { order, expected } = await storedOrder(orderId)
    expect(order.subtotal).toBe(2_436_000_000)
    expect(order.totalTtc).toBe(expected.totalCents)
    const firstLine = (detail.lines as { id: number }[])[0]?.id
    const above = await modify(firstLine, MAX_QUANTITY + 1)
    expect(above.status).toBe(422)
    expect(await above.json()).toMatchObject({ message: quantityCapMessage(MAX_QUANTITY) })
    expect((await storedOrder(orderId)).order.subtotal).toBe(2_436_000_000)
  })
})

describe('the quantity cap on copies', () => {
  it('copies up to the cap; a second copy sets the same quantities rather than passing it (decision 064)', async () => {
    const w = await aPortalWorld(t)
    const [first, second] = await expensiveLines(w)
    if (first === undefined || second === undefined) throw new Error('no lines')
    const orderId = await anOrder(t, w.tokens.shopB, [first, { ...second, quantity: 400_000 }])
    const client = api(t.app, w.tokens.shopB)

    const copied = await expectJson(client.post(`/api/orders/copy/${orderId}`))
    expect(copied).toEqual({ message: '2 produits copiés dans le panier.' })
    // Past the repeat window (decision 043): a copy within it answers the first one again.
    t.clock.advance(COPY_REPEAT_WINDOW_MS)
    expect(await expectJson(client.post(`/api/orders/copy/${orderId}`))).toEqual(copied)

    const cart = await expectJson(client.get('/api/carts/current'))
    expect(cart.lines.map((line: { quantity: number }) => line.quantity)).toEqual([MAX_QUANTITY, 400_000])
    const stored = await t.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id))
    expect(Math.max(...stored.map((line) => line.quantity))).toBe(MAX_QUANTITY)
  })

  it('sets a line already in the cart to the order’s quantity (decision 064)', async () => {
    const w = await aPortalWorld(t)
    const [line] = await expensiveLines(w, 600_000)
    if (line === undefined) throw new Error('no line')
    const orderId = await anOrder(t, w.tokens.shopB, [line])
    await fillCart(t, w.tokens.shopB, [{ ...line, quantity: 900_000 }])
    const client = api(t.app, w.tokens.shopB)

    await expectJson(client.post(`/api/orders/copy/${orderId}`))
    const cart = await expectJson(client.get('/api/carts/current'))
    expect(cart.lines.map((cartLine: { quantity: number }) => cartLine.quantity)).toEqual([600_000])
  })

  it('refuses rather than round a copy down when the next pack would pass the cap', async () => {
    const w = await aPortalWorld(t)
    const [line] = await expensiveLines(w, 999_990)
    if (line === undefined) throw new Error('no line')
    const orderId = await anOrder(t, w.tokens.shopB, [line])
    await t.db.update(productOptions).set({ packMultiple: 300 }).where(eq(productOptions.id, line.optionId))

    const refused = await api(t.app, w.tokens.shopB).post(`/api/orders/copy/${orderId}`)

    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining(quantityCapMessage(MAX_QUANTITY)) })
    expect(await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/count'))).toEqual({ numberOfProductsInCart: 0 })
  })
})
