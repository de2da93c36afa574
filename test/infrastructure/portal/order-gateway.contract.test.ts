import { describe, expect, it } from 'vitest'
import { DecodeError, Rejected, SessionExpired } from '../../../src/application/errors'
import { CartGateway } from '../../../src/application/portal/ports/cart-gateway'
import { OrderGateway } from '../../../src/application/portal/ports/order-gateway'
import { liveGateways } from '../../support/live-server/live-gateways'
import { useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld, asShop, backOffice, type OrderWorld } from '../../support/live-server/order-arrangements'
import { withFetch } from '../../support/live-server/wrapped-fetch'

const live = useLiveServer()

/** Shop B (ordering directly) with three validated orders, one a day from 1 to 3 March. */
async function threeOrders() {
  const w = await anOrderWorld(live)
  const placed = [
    await w.order(w.tokens.shopB, [w.bagLine(100)]),
    await w.order(w.tokens.shopB, [w.bagLine(200), w.boxLine(10)]),
    await w.order(w.tokens.shopB, [w.boxLine(20)]),
  ]
  for (const [index, id] of placed.entries()) await backOffice(live, id, { day: `2026-03-0${index + 1}` })
  return { w, placed, portal: await asShop(live, w.shopB) }
}

/** A pending order of shop A (validated by "Siège"): 150 small bags, 250 big bags, 10 boxes. */
async function pendingOrder(w: OrderWorld) {
  const lines = [w.bagLine(150), w.bigBagLine(250), w.boxLine(10)]
  return w.order(w.tokens.shopA, lines, { deliveryShopId: w.shopA.id, referencePo: 'PO-A-1' })
}

describe('OrderGateway over the live server', () => {
  it('lists only the caller’s orders, newest first, with the total', async () => {
    const { w, placed, portal } = await threeOrders()
    await w.order(w.tokens.shopA, [w.boxLine(10)])
    const page = await portal.run(OrderGateway.use((g) => g.list({ first: 0, rows: 10 })))
    expect(page.total).toBe(3)
    expect(page.items.map((o) => o.id)).toEqual([...placed].reverse())
    expect(page.items[0]).toMatchObject({
      status: 'validated',
      statusLabel: 'Validée',
      shop: { id: w.shopB.id, name: 'Boutique B' },
      linesCount: 1,
      quantity: 20,
      // 20 × 4,00 € + 25,00 € shipping (franco not reached), VAT 20 %.
      subtotalCents: 8000,
      totalTtcCents: 12_600,
    })
  })

  it('pages with first and rows and sorts by a field', async () => {
    const { placed, portal } = await threeOrders()
    const second = await portal.run(
      OrderGateway.use((g) => g.list({ first: 2, rows: 2, sortField: 'created_at', sortOrder: 1 })),
    )
    expect(second).toMatchObject({ total: 3, items: [{ id: placed[2] }] })
    expect(second.items).toHaveLength(1)
    const byTotal = await portal.run(
      OrderGateway.use((g) => g.list({ first: 0, rows: 1, sortField: 'total_ttc', sortOrder: -1 })),
    )
    expect(byTotal.items.map((o) => o.id)).toEqual([placed[1]])
  })

  it('filters by status and by French calendar day', async () => {
    const { placed, portal } = await threeOrders()
    const none = await portal.run(
      OrderGateway.use((g) => g.list({ first: 0, rows: 10, filters: { status: { value: 'refused' } } })),
    )
    expect(none).toEqual({ items: [], total: 0 })
    const days = await portal.run(
      OrderGateway.use((g) =>
        g.list({
          first: 0,
          rows: 10,
          filters: { date_from: { value: '2026-03-02' }, date_to: { value: '2026-03-02' } },
        }),
      ),
    )
    expect(days.items.map((o) => o.id)).toEqual([placed[1]])
    expect(days.total).toBe(1)
  })

  it('sends the range dialect with the sort and the non-empty filters', async () => {
    const w = await anOrderWorld(live)
    const seen: URL[] = []
    const recording = withFetch(live, (fetch) => (input, init) => {
      seen.push(new URL(input))
      return fetch(input, init)
    })
    const portal = await asShop(recording, w.shopB)
    const filters = { status: { value: 'validated' }, date_from: { value: '' } }
    await portal.run(
      OrderGateway.use((g) => g.list({ first: 20, rows: 10, sortField: 'created_at', sortOrder: -1, filters })),
    )
    const last = seen.at(-1)
    expect(last?.pathname).toBe('/portal-api/api/carts')
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
      _start: '20',
      _limit: '10',
      _sort: 'created_at',
      _order: 'DESC',
      status: 'validated',
    })
  })

  it('gives the owner the order detail with lines, totals, franco and history', async () => {
    const w = await anOrderWorld(live)
    const orderId = await pendingOrder(w)
    const portal = await asShop(live, w.shopA)
    const order = await portal.run(OrderGateway.use((g) => g.detail(orderId)))
    expect(order).toMatchObject({
      id: orderId,
      status: 'pending_validation',
      statusLabel: 'En attente de validation',
      referencePo: 'PO-A-1',
      canValidate: false,
    })
    expect(order.number).toMatch(/^CMD-\d{4}-\d{5}$/)
    expect(order.deliveryShop).toMatchObject({
      id: w.shopA.id,
      name: 'Boutique A',
      address: { postalCode: '13001', city: 'Marseille' },
    })
    expect(
      order.lines.map((line) => [
        line.product.name,
        line.option.label,
        line.quantity,
        line.lineTotalCents,
        line.status,
        line.statusLabel,
      ]),
    ).toEqual([
      ['Sac kraft', 'Petit', 150, 7500, 'pending', 'En attente'],
      ['Sac kraft', 'Grand', 250, 20_000, 'pending', 'En attente'],
      ['Coffret aimanté', 'Noir', 10, 4000, 'pending', 'En attente'],
    ])
    expect(order.lines[0]?.option).toMatchObject({ unitPriceCents: 50, minimumQuantity: 100, packMultiple: 50 })
    // 410 units and 315,00 € HT: franco (500 units or 500,00 €) missed, 25,00 € shipping, VAT 20 %.
    expect(order.totals).toEqual({
      quantity: 410,
      subtotalCents: 31_500,
      shippingCents: 2500,
      vatCents: 6800,
      vatRateBasisPoints: 2000,
      totalTtcCents: 40_800,
    })
    expect(order.franco.evaluation).toMatchObject({ kind: 'missing', quantity: 90, amountCents: 18_500 })
    expect(order.events).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        actor: 'Boutique A',
        action: 'Commande passée',
        detail: '3 produits',
        reason: null,
      },
    ])
  })

  it('lets the validator read the order and says it may validate it', async () => {
    const w = await anOrderWorld(live)
    const orderId = await pendingOrder(w)
    const portal = await asShop(live, w.validator)
    expect(await portal.run(OrderGateway.use((g) => g.detail(orderId)))).toMatchObject({
      id: orderId,
      canValidate: true,
    })
  })

  it('answers 404 for another shop’s order and for an unknown order, to read or to copy', async () => {
    const w = await anOrderWorld(live)
    const orderId = await pendingOrder(w)
    const portal = await asShop(live, w.shopB)
    for (const id of [orderId, 999_999]) {
      const read = await portal.flip(OrderGateway.use((g) => g.detail(id)))
      expect(read).toEqual(new Rejected({ status: 404, message: 'Ressource introuvable.' }))
      expect(await portal.flip(OrderGateway.use((g) => g.copy(id)))).toEqual(read)
    }
  })

  it('copies the orderable lines into the cart and says how many', async () => {
    const w = await anOrderWorld(live)
    const orderId = await pendingOrder(w)
    const portal = await asShop(live, w.shopA)
    expect(await portal.run(OrderGateway.use((g) => g.copy(orderId)))).toEqual({
      message: '3 produits copiés dans le panier.',
    })
    const cart = await portal.run(CartGateway.use((g) => g.current()))
    expect(cart.lines.map((line) => [line.product.name, line.option.label, line.quantity])).toEqual([
      ['Sac kraft', 'Petit', 150],
      ['Sac kraft', 'Grand', 250],
      ['Coffret aimanté', 'Noir', 10],
    ])
  })

  it('ends in SessionExpired when no shop is signed in', async () => {
    const portal = liveGateways(live)
    expect(await portal.flip(OrderGateway.use((g) => g.list({ first: 0, rows: 10 })))).toBeInstanceOf(SessionExpired)
  })

  it('fails with DecodeError when the list comes without x-total-count', async () => {
    const w = await anOrderWorld(live)
    // What the server never does: a scripted answer without the header.
    const portal = await asShop(
      withFetch(live, () => async () => Response.json([])),
      w.shopB,
    )
    expect(await portal.flip(OrderGateway.use((g) => g.list({ first: 0, rows: 10 })))).toBeInstanceOf(DecodeError)
  })
})
