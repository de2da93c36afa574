import { describe, expect, it } from 'vitest'
import { COPY_REPEAT_WINDOW_MS } from '../../../src/domain/order-copy-window'
import { api, expectJson } from '../support/portal-http'
import { aPortalWorld, anOrder, type PortalWorld } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

// A double-click on "Copier la commande" sent two POSTs and doubled the cart (decision 043).
const t = useTestApp()

const bagLine = (w: PortalWorld, quantity: number) => ({
  productId: w.bag.id,
  optionId: w.bag.options[0]?.id ?? 0,
  quantity,
})

async function cartQuantities(token: string): Promise<number[]> {
  const cart = await expectJson(api(t.app, token).get('/api/carts/current'))
  return cart.lines.map((line: { quantity: number }) => line.quantity)
}

describe('POST /api/orders/copy/{id} twice within the repeat window', () => {
  it('answers both of two simultaneous copies alike and adds the order once', async () => {
    const w = await aPortalWorld(t)
    const id = await anOrder(t, w.tokens.shopB, [bagLine(w, 300)])
    const client = api(t.app, w.tokens.shopB)

    const answers = await Promise.all([client.post(`/api/orders/copy/${id}`), client.post(`/api/orders/copy/${id}`)])

    for (const answer of answers)
      expect(await expectJson(answer)).toEqual({ message: '1 produit copié dans le panier.' })
    expect(await cartQuantities(w.tokens.shopB)).toEqual([300])
  })

  it('copies again once the window has passed, replacing rather than adding (decision 064)', async () => {
    const w = await aPortalWorld(t)
    const id = await anOrder(t, w.tokens.shopB, [bagLine(w, 300)])
    const client = api(t.app, w.tokens.shopB)

    await expectJson(client.post(`/api/orders/copy/${id}`))
    // The test clock also runs with real time: half the window leaves room for a slow machine.
    t.clock.advance(COPY_REPEAT_WINDOW_MS / 2)
    await expectJson(client.post(`/api/orders/copy/${id}`))
    expect(await cartQuantities(w.tokens.shopB)).toEqual([300])
    t.clock.advance(COPY_REPEAT_WINDOW_MS)
    await expectJson(client.post(`/api/orders/copy/${id}`))
    expect(await cartQuantities(w.tokens.shopB)).toEqual([300])

    const order = await expectJson(client.get(`/api/orders/${id}`))
    const copies = order.events.filter((event: { action: string }) => event.action === 'Commande copiée dans le panier')
    expect(copies).toHaveLength(2)
    expect(copies[0]).toMatchObject({ actor: 'Boutique B', detail: '1 produit copié dans le panier.' })
  })

  it('adds again within the window once the cart was emptied', async () => {
    const w = await aPortalWorld(t)
    const id = await anOrder(t, w.tokens.shopB, [bagLine(w, 300)])
    const client = api(t.app, w.tokens.shopB)
    await expectJson(client.post(`/api/orders/copy/${id}`))
    await expectJson(client.delete('/api/shop'))
    await expectJson(client.post(`/api/orders/copy/${id}`))
    expect(await cartQuantities(w.tokens.shopB)).toEqual([300])
  })

  it('keeps each shop to its own window: the validator copying the same order still adds to its cart', async () => {
    const w = await aPortalWorld(t)
    const id = await anOrder(t, w.tokens.shopA, [bagLine(w, 300)])
    await expectJson(api(t.app, w.tokens.shopA).post(`/api/orders/copy/${id}`))
    await expectJson(api(t.app, w.tokens.validator).post(`/api/orders/copy/${id}`))
    expect(await cartQuantities(w.tokens.validator)).toEqual([300])
    expect(await cartQuantities(w.tokens.shopA)).toEqual([300])
  })
})
