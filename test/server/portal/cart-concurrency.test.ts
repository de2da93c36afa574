import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderTotals } from '../../../src/domain/order-validation'
import { cartLines, orderLines, orders } from '../../../server/platform/db/schema-portal'
import { api, expectJson } from '../support/portal-http'
import { aPortalWorld, fillCart, type PortalWorld } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

type Line = { productId: number; optionId: number; quantity: number }

// Valid quantities for the three options of the world, varied by index.
function someLine(w: PortalWorld, index: number): Line {
  const choice = index % 3
  if (choice === 0)
    return { productId: w.bag.id, optionId: w.bag.options[0]?.id ?? 0, quantity: 100 + 50 * (index % 9) }
  if (choice === 1)
    return { productId: w.bag.id, optionId: w.bag.options[1]?.id ?? 0, quantity: 250 + 25 * (index % 7) }
  return { productId: w.box.id, optionId: w.box.options[0]?.id ?? 0, quantity: 10 + 5 * (index % 11) }
}

const key = (line: { productId: number; optionId: number; quantity: number }) =>
  `${line.productId}/${line.optionId}×${line.quantity}`

describe('one cart under parallel adds, updates and validations', () => {
  it.each([
    ['shopB', 'validated'],
    ['shopA', 'pending_validation'],
  ] as const)('%s: exactly one order, whose totals match its lines and the ordered cart', async (who, status) => {
    const w = await aPortalWorld(t)
    const token = w.tokens[who]
    const client = api(t.app, token)
    const cart = await fillCart(t, token, [someLine(w, 0)])

    const calls: (Response | Promise<Response>)[] = []
    for (let index = 1; index <= 40; index += 1) {
      const line = someLine(w, index)
      calls.push(
        client.post(`/api/carts/customized-product/store/${line.productId}`, {
          quantity: line.quantity,
          typevalue: line.optionId,
        }),
      )
      if (index % 5 === 0) calls.push(client.put(`/api/carts/order/${cart.id}`))
    }
    const responses = await Promise.all(calls)

    expect(responses.map((response) => response.status).every((code) => code === 200)).toBe(true)
    const answers = await Promise.all(responses.map((response) => response.json()))
    const validations = answers.filter((answer) => 'success' in answer)
    expect(validations).toHaveLength(8)
    expect(validations.filter((answer) => answer.success === true)).toHaveLength(1)
    for (const refused of validations.filter((answer) => answer.success === false)) {
      expect(refused.message).toBe('Ce panier a déjà été commandé.')
    }

    const placed = await t.db.select().from(orders)
    expect(placed).toHaveLength(1)
    const [order] = placed
    if (order === undefined) throw new Error('no order')
    expect(order).toMatchObject({ cartId: cart.id, status })
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id))
    const expected = orderTotals(
      lines.map((line) => ({ quantity: line.quantity, unitPriceCents: line.unitPrice, status: line.status })),
      { quantity: order.francoQty, amountCents: order.francoPrice },
      order.shippingFee,
      order.vatRateBasisPoints,
    )
    const stored = {
      count: order.linesCount,
      quantity: order.totalQuantity,
      subtotal: order.subtotal,
      shipping: order.shipping,
      vat: order.vat,
      total: order.totalTtc,
    }
    expect(stored).toEqual({
      count: lines.length,
      quantity: expected.quantity,
      subtotal: expected.subtotalCents,
      shipping: expected.shippingCents,
      vat: expected.vatCents,
      total: expected.totalCents,
    })
    // Nothing slipped into the ordered cart after its lines were read, and nothing was lost.
    const leftInCart = await t.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id))
    expect(leftInCart.map(key).sort()).toEqual(lines.map(key).sort())
    const detail = await expectJson(client.get(`/api/orders/${order.id}`))
    expect(detail.totals).toEqual({
      quantity: order.totalQuantity,
      subtotal: order.subtotal,
      shipping: order.shipping,
      vat: order.vat,
      vat_rate_basis_points: order.vatRateBasisPoints,
      total_ttc: order.totalTtc,
    })
    // Adds that came after the order went to the next open cart.
    const next = await expectJson(client.get('/api/carts/current'))
    expect(next.id).not.toBe(cart.id)
  })

  it('two tabs validating at once order once', async () => {
    const w = await aPortalWorld(t)
    const cart = await fillCart(t, w.tokens.shopB, [someLine(w, 0), someLine(w, 1)])
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => expectJson(api(t.app, w.tokens.shopB).put(`/api/carts/order/${cart.id}`))),
    )
    expect(answers.filter((answer) => answer.success === true)).toHaveLength(1)
    expect(await t.db.select().from(orders)).toHaveLength(1)
  })
})
