import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Rejected, SessionExpired } from '../../../src/application/errors'
import { CartGateway } from '../../../src/application/ports/cart-gateway'
import { OrderGateway } from '../../../src/application/ports/order-gateway'
import { LYON, PARIS, PENDING_ORDER, SIEGE } from '../../../src/infrastructure/portal/portal-seed.memory'
import { portalAdapters } from './support/portal-harness'
import { placeOrder, seedWithDailyClock } from './support/portal-steps'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const macarons = (quantity: number) => ({ productId: 101, optionId: 1011, quantity })
const ribbon = (quantity: number) => ({ productId: 105, optionId: 1051, quantity })

describe.each(portalAdapters(server))('OrderGateway contract: %s', (_name, makeHarness) => {
  const withThreeLyonOrders = async () => {
    const h = makeHarness(seedWithDailyClock())
    h.signIn(LYON)
    const placed = [await h.run(placeOrder(macarons(100))), await h.run(placeOrder(macarons(200), ribbon(10))), await h.run(placeOrder(ribbon(20)))]
    return { ...h, placed }
  }

  it('lists only the caller’s orders, newest first, with the total', async () => {
    const h = await withThreeLyonOrders()
    const page = await h.run(OrderGateway.use((g) => g.list({ first: 0, rows: 10 })))
    expect(page.total).toBe(3)
    expect(page.items.map((o) => o.id)).toEqual(h.placed.map((o) => o.id).reverse())
    expect(page.items[0]).toMatchObject({ status: 'validated', statusLabel: 'Validée', shop: { id: LYON, name: 'Boutique Lyon' }, linesCount: 1, quantity: 20 })
  })

  it('pages with first and rows and sorts by a field', async () => {
    const h = await withThreeLyonOrders()
    const second = await h.run(OrderGateway.use((g) => g.list({ first: 2, rows: 2, sortField: 'created_at', sortOrder: 1 })))
    expect(second).toMatchObject({ total: 3, items: [{ id: h.placed[2]?.id }] })
    const byTotal = await h.run(OrderGateway.use((g) => g.list({ first: 0, rows: 1, sortField: 'total_ttc', sortOrder: -1 })))
    expect(byTotal.items[0]?.id).toBe(h.placed[1]?.id)
  })

  it('filters by status and by date', async () => {
    const h = await withThreeLyonOrders()
    const none = await h.run(OrderGateway.use((g) => g.list({ first: 0, rows: 10, filters: { status: { value: 'refused' } } })))
    expect(none).toEqual({ items: [], total: 0 })
    const days = await h.run(OrderGateway.use((g) => g.list({ first: 0, rows: 10, filters: { date_from: { value: '2026-03-02' }, date_to: { value: '2026-03-02' } } })))
    expect(days.total).toBe(1)
    expect(days.items[0]?.createdAt.slice(0, 10)).toBe('2026-03-02')
  })

  it('gives the owner the order detail with lines, totals, franco and history', async () => {
    const h = makeHarness()
    h.signIn(PARIS)
    const order = await h.run(OrderGateway.use((g) => g.detail(PENDING_ORDER)))
    expect(order).toMatchObject({ id: PENDING_ORDER, number: 'CMD-2026-00501', status: 'pending_validation', referencePo: 'PO-PARIS-1', canValidate: false })
    expect(order.lines.map((line) => [line.id, line.quantity, line.lineTotalCents, line.status, line.statusLabel])).toEqual([
      [5011, 150, 18_000, 'pending', 'En attente'],
      [5012, 300, 12_000, 'pending', 'En attente'],
      [5013, 10, 6000, 'pending', 'En attente'],
    ])
    expect(order.totals).toEqual({ quantity: 460, subtotalCents: 36_000, shippingCents: 2500, vatCents: 7700, totalTtcCents: 46_200 })
    expect(order.franco.evaluation).toMatchObject({ kind: 'missing', quantity: 40, amountCents: 14_000 })
    expect(order.events).toHaveLength(1)
  })

  it('lets the validator read the order and says it may validate it', async () => {
    const h = makeHarness()
    h.signIn(SIEGE)
    expect(await h.run(OrderGateway.use((g) => g.detail(PENDING_ORDER)))).toMatchObject({ id: PENDING_ORDER, canValidate: true })
  })

  it.each([
    ['another shop', PENDING_ORDER],
    ['an unknown order', 999_999],
  ])('answers 404 for %s', async (_case, orderId) => {
    const h = makeHarness()
    h.signIn(LYON)
    const error = await h.flip(OrderGateway.use((g) => g.detail(orderId)))
    expect(error).toBeInstanceOf(Rejected)
    expect((error as Rejected).status).toBe(404)
    expect(((await h.flip(OrderGateway.use((g) => g.copy(orderId)))) as Rejected).status).toBe(404)
  })

  it('copies the orderable lines into the cart and says how many', async () => {
    const h = makeHarness()
    h.signIn(PARIS)
    expect(await h.run(OrderGateway.use((g) => g.copy(PENDING_ORDER)))).toEqual({ message: '3 produits copiés dans le panier.' })
    const cart = await h.run(CartGateway.use((g) => g.current()))
    expect(cart.lines.map((line) => [line.product.id, line.option.id, line.quantity])).toEqual([
      [101, 1011, 150],
      [103, 1031, 300],
      [105, 1051, 10],
    ])
  })

  it('ends in SessionExpired when no shop is signed in', async () => {
    const h = makeHarness()
    expect(await h.flip(OrderGateway.use((g) => g.list({ first: 0, rows: 10 })))).toBeInstanceOf(SessionExpired)
  })
})
