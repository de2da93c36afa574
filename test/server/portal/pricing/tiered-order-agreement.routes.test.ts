import { describe, expect, it } from 'vitest'
import { eurosText } from '../../../../src/domain/money'
import { api, call, expectJson } from '../../support/portal-http'
import { aPortalWorld, fillCart } from '../../support/portal-world'
import { useTestApp } from '../../support/test-app'
import { giveTiers } from './pricing-world'

// docs/decisions/075: an order at a break's price reads the same to the cent wherever it is shown: the cart
// before ordering, the shop's order, the back office's order (its printed page renders that answer) and the CSV.
const t = useTestApp()

describe('an order priced at a break', () => {
  it('agrees to the cent from the cart to the order, the back office and the CSV export', async () => {
    const w = await aPortalWorld(t)
    const bagOption = w.bag.options[0]?.id ?? 0
    const boxOption = w.box.options[0]?.id ?? 0
    await giveTiers(t.db, bagOption, [
      { fromQuantity: 500, unitPriceCents: 40 },
      { fromQuantity: 1000, unitPriceCents: 35 },
    ])
    const shop = api(t.app, w.tokens.shopB)
    await fillCart(t, w.tokens.shopB, [
      { productId: w.bag.id, optionId: bagOption, quantity: 750 },
      { productId: w.box.id, optionId: boxOption, quantity: 10 },
    ])
    const cart = await expectJson(shop.get('/api/carts/current'))
    const bagLine = cart.lines.find((line: { option: { id: number } }) => line.option.id === bagOption)
    expect(bagLine).toMatchObject({ unit_price: 40, line_total: 30_000 })
    expect(cart.total).toBe(cart.lines.reduce((sum: number, line: { line_total: number }) => sum + line.line_total, 0))

    const placed = await expectJson(shop.put(`/api/carts/order/${cart.id}`))
    const order = await expectJson(shop.get(`/api/orders/${placed.order.id}`))
    const charges = { shipping: cart.shipping, vat: cart.vat, total_ttc: cart.total_ttc }
    expect(order.totals).toMatchObject({ subtotal: cart.total, ...charges })
    const priced = (lines: { unit_price: number; line_total: number; quantity: number }[]) =>
      lines.map((line) => [line.quantity, line.unit_price, line.line_total]).sort()
    expect(priced(order.lines)).toEqual(priced(cart.lines))

    const admin = api(t.app, w.tokens.admin)
    const detail = await expectJson(admin.get(`/admin/orders/${placed.order.id}`))
    expect(detail).toMatchObject({ subtotal: cart.total, ...charges, total_quantity: 760 })
    expect(priced(detail.lines)).toEqual(priced(cart.lines))

    const csv = await (await call(t.app, 'GET', '/admin/orders/export.csv', { token: w.tokens.admin })).text()
    const row = csv.split('\r\n').find((line) => line.startsWith(`${order.number};`))
    const amounts = [cart.total, cart.vat, cart.total_ttc].map(eurosText).join(';')
    expect(row).toContain(`;2;760;${amounts};`)
  })
})
