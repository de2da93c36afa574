import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { carts, orderLines, orders, productOptions, products } from '../../../server/platform/db/schema-portal'
import { api, expectJson } from '../support/portal-http'
import { aPortalWorld, fillCart, type PortalWorld } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const year = new Date().getFullYear()

const bagLine = (w: PortalWorld, quantity = 300) => ({
  productId: w.bag.id,
  optionId: w.bag.options[0]?.id ?? 0,
  quantity,
})
const boxLine = (w: PortalWorld, quantity = 10) => ({
  productId: w.box.id,
  optionId: w.box.options[0]?.id ?? 0,
  quantity,
})

describe('PUT /portal-api/api/carts/order/{cartId}', () => {
  it('orders directly for a shop without validator (validated, lines accepted)', async () => {
    const w = await aPortalWorld(t)
    const cart = await fillCart(t, w.tokens.shopB, [bagLine(w), boxLine(w)])

    const answer = await expectJson(api(t.app, w.tokens.shopB).put(`/api/carts/order/${cart.id}`))

    expect(answer).toEqual({
      success: true,
      message: 'Votre commande a bien été enregistrée.',
      order: { id: expect.any(Number), number: `CMD-${year}-00001`, status: 'validated' },
    })
    const [order] = await t.db.select().from(orders).where(eq(orders.id, answer.order.id))
    expect(order).toMatchObject({
      shopId: w.shopB.id,
      cartId: cart.id,
      deliveryShopId: w.shopB.id,
      linesCount: 2,
      totalQuantity: 310,
    })
    expect(order?.validatedAt).toBeInstanceOf(Date)
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, answer.order.id))
    expect(lines.map((line) => line.status)).toEqual(['accepted', 'accepted'])
    const [ordered] = await t.db.select().from(carts).where(eq(carts.id, cart.id))
    expect(ordered?.status).toBe('ordered')
    const next = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))
    expect(next.id).not.toBe(cart.id)
    expect(next.numberOfProductsInCart).toBe(0)
  })

  it('asks for validation when the shop has a validator, with a snapshot of lines and terms', async () => {
    const w = await aPortalWorld(t)
    const cart = await fillCart(t, w.tokens.shopA, [bagLine(w), boxLine(w)])
    await expectJson(
      api(t.app, w.tokens.shopA).post('/api/shop/store', {
        delivery_shop_id: w.shopA.id,
        reference_po: 'PO-7',
        comment: 'Merci',
      }),
    )

    const answer = await expectJson(api(t.app, w.tokens.shopA).put(`/api/carts/order/${cart.id}`))
    expect(answer).toMatchObject({
      success: true,
      message: 'Votre commande a été transmise pour validation.',
      order: { status: 'pending_validation' },
    })

    // Later catalogue changes leave the order as it was ordered.
    await t.db
      .update(productOptions)
      .set({ unitPrice: 999, label: 'Renommé' })
      .where(eq(productOptions.id, bagLine(w).optionId))
    const detail = await expectJson(api(t.app, w.tokens.shopA).get(`/api/orders/${answer.order.id}`))
    expect(detail).toMatchObject({
      reference_po: 'PO-7',
      comment: 'Merci',
      status: 'pending_validation',
      status_label: 'En attente de validation',
    })
    expect(
      detail.lines.map((line: { option: { label: string }; unit_price: number; status: string }) => [
        line.option.label,
        line.unit_price,
        line.status,
      ]),
    ).toEqual([
      ['Petit', 50, 'pending'],
      ['Noir', 400, 'pending'],
    ])
    // 300 × 0,50 € + 10 × 4,00 € = 190,00 € HT, 310 units: franco missed, 25,00 € shipping.
    expect(detail.totals).toEqual({
      quantity: 310,
      subtotal: 19_000,
      shipping: 2500,
      vat: 4300,
      vat_rate_basis_points: 2000,
      total_ttc: 25_800,
    })
    expect(detail.events).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        actor: 'Boutique A',
        action: 'Commande passée',
        detail: '2 produits',
        reason: null,
      },
    ])
  })

  it('orders once: the second call on the same cart gets success false and changes nothing', async () => {
    const w = await aPortalWorld(t)
    const cart = await fillCart(t, w.tokens.shopB, [bagLine(w)])
    await expectJson(api(t.app, w.tokens.shopB).put(`/api/carts/order/${cart.id}`))

    const again = await expectJson(api(t.app, w.tokens.shopB).put(`/api/carts/order/${cart.id}`))

    expect(again).toEqual({ success: false, message: 'Ce panier a déjà été commandé.' })
    expect(await t.db.select().from(orders)).toHaveLength(1)
  })

  it('numbers orders in sequence across shops', async () => {
    const w = await aPortalWorld(t)
    const first = await fillCart(t, w.tokens.shopB, [bagLine(w)])
    const a = await expectJson(api(t.app, w.tokens.shopB).put(`/api/carts/order/${first.id}`))
    const second = await fillCart(t, w.tokens.shopA, [bagLine(w)])
    const b = await expectJson(api(t.app, w.tokens.shopA).put(`/api/carts/order/${second.id}`))
    expect([a.order.number, b.order.number]).toEqual([`CMD-${year}-00001`, `CMD-${year}-00002`])
  })

  it('refuses an empty cart', async () => {
    const w = await aPortalWorld(t)
    const cart = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))
    expect(await expectJson(api(t.app, w.tokens.shopB).put(`/api/carts/order/${cart.id}`))).toEqual({
      success: false,
      message: 'Votre panier est vide.',
    })
  })

  it('re-checks every line with the rules of now: a raised minimum refuses the order', async () => {
    const w = await aPortalWorld(t)
    const cart = await fillCart(t, w.tokens.shopB, [boxLine(w), bagLine(w)])
    await t.db
      .update(productOptions)
      .set({ minimumQuantity: 500 })
      .where(eq(productOptions.id, bagLine(w).optionId))

    const answer = await expectJson(api(t.app, w.tokens.shopB).put(`/api/carts/order/${cart.id}`))

    expect(answer).toEqual({ success: false, message: 'Sac kraft : La quantité minimale est de 500.' })
    expect(await t.db.select().from(orders)).toHaveLength(0)
    const [still] = await t.db.select().from(carts).where(eq(carts.id, cart.id))
    expect(still?.status).toBe('open')
  })

  it('refuses a withdrawn product', async () => {
    const w = await aPortalWorld(t)
    const cart = await fillCart(t, w.tokens.shopB, [bagLine(w)])
    await t.db.update(products).set({ active: false }).where(eq(products.id, w.bag.id))
    expect(await expectJson(api(t.app, w.tokens.shopB).put(`/api/carts/order/${cart.id}`))).toEqual({
      success: false,
      message: 'Sac kraft n’est plus disponible.',
    })
  })

  it("answers 404 for another shop's cart or an unknown one", async () => {
    const w = await aPortalWorld(t)
    const cart = await fillCart(t, w.tokens.shopB, [bagLine(w)])
    expect(await expectJson(api(t.app, w.tokens.shopA).put(`/api/carts/order/${cart.id}`), 404)).toEqual({
      message: 'Ressource introuvable.',
    })
    expect((await api(t.app, w.tokens.shopA).put('/api/carts/order/987654')).status).toBe(404)
    const [still] = await t.db.select().from(carts).where(eq(carts.id, cart.id))
    expect(still?.status).toBe('open')
  })
})
