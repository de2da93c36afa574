import { describe, expect, it } from 'vitest'
import { aShop } from '../support/builders'
import { api, expectJson } from '../support/portal-http'
import { aPortalWorld, anOrder, shopToken, type PortalWorld } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const bagLine = (w: PortalWorld, quantity = 300) => ({
  productId: w.bag.id,
  optionId: w.bag.options[0]?.id ?? 0,
  quantity,
})
const bigBagLine = (w: PortalWorld, quantity = 250) => ({
  productId: w.bag.id,
  optionId: w.bag.options[1]?.id ?? 0,
  quantity,
})
const boxLine = (w: PortalWorld, quantity = 10) => ({
  productId: w.box.id,
  optionId: w.box.options[0]?.id ?? 0,
  quantity,
})

// A pending order of shop A with three lines: 300 × 0,50 €, 250 × 0,80 €, 10 × 4,00 €.
async function pendingOrder() {
  const w = await aPortalWorld(t)
  const orderId = await anOrder(t, w.tokens.shopA, [bagLine(w), bigBagLine(w), boxLine(w)])
  const detail = await expectJson(api(t.app, w.tokens.validator).get(`/api/orders/${orderId}`))
  const lineIds: number[] = detail.lines.map((line: { id: number }) => line.id)
  return { w, orderId, lineIds, validator: api(t.app, w.tokens.validator) }
}

describe('orders to validate: list and count', () => {
  it('lists the pending orders of the shops the caller validates, 1-based pages, x-total-count', async () => {
    const { w, orderId } = await pendingOrder()
    const second = await anOrder(t, w.tokens.shopA, [boxLine(w)])
    await anOrder(t, w.tokens.shopB, [boxLine(w)])
    const other = await aShop(t.db, { brandId: w.brand.id, name: 'Atelier', validatorId: w.validator.id })
    const third = await anOrder(t, await shopToken(t, other.id), [boxLine(w)])

    const all = await api(t.app, w.tokens.validator).get(
      '/api/orders/validations/order?page=1&per_page=10&_sort=created_at&_order=ASC',
    )
    expect(all.headers.get('x-total-count')).toBe('3')
    expect((await expectJson(all)).map((order: { id: number }) => order.id)).toEqual([orderId, second, third])
    const page2 = await api(t.app, w.tokens.validator).get(
      '/api/orders/validations/order?page=2&per_page=2&_sort=created_at&_order=ASC',
    )
    expect((await expectJson(page2)).map((order: { id: number }) => order.id)).toEqual([third])
    expect(page2.headers.get('x-total-count')).toBe('3')
    const byShop = await expectJson(
      api(t.app, w.tokens.validator).get(`/api/orders/validations/order?shop=${other.id}`),
    )
    expect(byShop.map((order: { shop: { name: string } }) => order.shop.name)).toEqual(['Atelier'])
    const byShopName = await expectJson(
      api(t.app, w.tokens.validator).get('/api/orders/validations/order?_sort=shop&_order=ASC'),
    )
    expect(byShopName.map((order: { shop: { name: string } }) => order.shop.name)).toEqual([
      'Atelier',
      'Boutique A',
      'Boutique A',
    ])

    expect(await expectJson(api(t.app, w.tokens.validator).get('/api/orders/validations/count'))).toEqual({
      countOrders: 3,
    })
    expect(await expectJson(api(t.app, w.tokens.shopA).get('/api/orders/validations/count'))).toEqual({
      countOrders: 0,
    })
    expect(await expectJson(api(t.app, w.tokens.shopA).get('/api/orders/validations/order'))).toEqual([])
  })
})

describe('PUT /portal-api/api/orders/validations/modify/{orderId}', () => {
  it('changes a quantity within the rule, recomputes the totals and records who did it', async () => {
    const { w, orderId, lineIds, validator } = await pendingOrder()

    const answer = await expectJson(
      validator.put(`/api/orders/validations/modify/${orderId}`, { idproduct: lineIds[0], data: 500 }),
    )

    expect(answer.message).toBe('Produit modifié avec succès')
    expect(answer.order.lines[0]).toMatchObject({ quantity: 500, line_total: 25_000, status: 'pending' })
    // 500 × 50 + 250 × 80 + 10 × 400 = 49 000 cents; 760 units reach franco: no shipping.
    expect(answer.order.totals).toEqual({
      quantity: 760,
      subtotal: 49_000,
      shipping: 0,
      vat: 9800,
      vat_rate_basis_points: 2000,
      total_ttc: 58_800,
    })
    expect(answer.order).toMatchObject({
      status: 'pending_validation',
      can_validate: true,
      quantity: 760,
      subtotal: 49_000,
      total_ttc: 58_800,
    })
    expect(answer.order.events.at(-1)).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor: 'Siège',
      action: 'Produit modifié',
      detail: 'Sac kraft (Petit) : quantité 300 → 500',
      reason: null,
    })
    const list = await expectJson(api(t.app, w.tokens.shopA).get('/api/carts'))
    expect(list[0]).toMatchObject({ id: orderId, quantity: 760, total_ttc: 58_800 })
  })

  it('also reads the quantity under the name spec §3 gives it', async () => {
    const { orderId, lineIds, validator } = await pendingOrder()
    const answer = await expectJson(
      validator.put(`/api/orders/validations/modify/${orderId}`, { idproduct: lineIds[0], quantity: 400 }),
    )
    expect(answer.order.lines[0].quantity).toBe(400)
  })

  it.each([
    [{ data: 120 }, 'La quantité doit être un multiple de 50.'],
    [{ data: 50 }, 'La quantité minimale est de 100.'],
    [{ data: 0 }, 'La quantité doit être un nombre entier positif.'],
    [{}, 'Rien à modifier.'],
  ])('refuses %j with 422 and changes nothing', async (change, message) => {
    const { orderId, lineIds, validator } = await pendingOrder()
    const response = validator.put(`/api/orders/validations/modify/${orderId}`, { idproduct: lineIds[0], ...change })
    expect(await expectJson(response, 422)).toEqual({ message })
    const detail = await expectJson(validator.get(`/api/orders/${orderId}`))
    expect(detail.lines[0].quantity).toBe(300)
    expect(detail.events).toHaveLength(1)
  })

  it('refuses a line of another order with the domain message', async () => {
    const { w, orderId, validator } = await pendingOrder()
    const otherOrder = await anOrder(t, w.tokens.shopA, [boxLine(w)])
    const otherLine = (await expectJson(validator.get(`/api/orders/${otherOrder}`))).lines[0].id
    const response = validator.put(`/api/orders/validations/modify/${orderId}`, {
      idproduct: otherLine,
      statut: 'accepted',
    })
    expect(await expectJson(response, 422)).toEqual({ message: 'Produit introuvable dans la commande.' })
  })

  it('refuses a line: it no longer counts in the totals', async () => {
    const { orderId, lineIds, validator } = await pendingOrder()
    const answer = await expectJson(
      validator.put(`/api/orders/validations/modify/${orderId}`, {
        idproduct: lineIds[2],
        statut: 'refused',
        reason: 'Hors collection',
      }),
    )
    expect(answer.order.lines[2]).toMatchObject({ status: 'refused', status_label: 'Refusé' })
    expect(answer.order.totals).toEqual({
      quantity: 550,
      subtotal: 35_000,
      shipping: 0,
      vat: 7000,
      vat_rate_basis_points: 2000,
      total_ttc: 42_000,
    })
    expect(answer.order.events.at(-1).detail).toBe('Coffret aimanté (Noir) : statut En attente → Refusé')
  })

  it('settles the order once every line is decided', async () => {
    const { w, orderId, lineIds, validator } = await pendingOrder()
    await expectJson(
      validator.put(`/api/orders/validations/modify/${orderId}`, { idproduct: lineIds[0], statut: 'accepted' }),
    )
    await expectJson(
      validator.put(`/api/orders/validations/modify/${orderId}`, {
        idproduct: lineIds[1],
        statut: 'refused',
        reason: 'Stock suffisant',
      }),
    )
    const last = await expectJson(
      validator.put(`/api/orders/validations/modify/${orderId}`, {
        idproduct: lineIds[2],
        data: 20,
        statut: 'accepted',
      }),
    )

    expect(last.order).toMatchObject({ status: 'validated', status_label: 'Validée', can_validate: false })
    expect(
      last.order.events.slice(-2).map((event: { action: string; detail: string }) => [event.action, event.detail]),
    ).toEqual([
      ['Produit modifié', 'Coffret aimanté (Noir) : quantité 10 → 20, statut En attente → Accepté'],
      ['Commande validée', 'Tous les produits ont été traités.'],
    ])
    expect(await expectJson(validator.get('/api/orders/validations/count'))).toEqual({ countOrders: 0 })
    // Not pending any more: no further edits.
    expect(
      (await validator.put(`/api/orders/validations/modify/${orderId}`, { idproduct: lineIds[0], data: 400 })).status,
    ).toBe(404)
    const seenByShop = await expectJson(api(t.app, w.tokens.shopA).get(`/api/orders/${orderId}`))
    expect(seenByShop.status).toBe('validated')
  })
})

describe('DELETE /portal-api/api/orders/validations/detachProduct/{orderId}/{lineId}', () => {
  it('detaches a line, recomputes and records it; the last line cannot go', async () => {
    const { orderId, lineIds, validator } = await pendingOrder()

    const answer = await expectJson(validator.delete(`/api/orders/validations/detachProduct/${orderId}/${lineIds[1]}`))
    expect(answer.message).toBe('Produit supprimé avec succès')
    expect(answer.order.lines.map((line: { id: number }) => line.id)).toEqual([lineIds[0], lineIds[2]])
    expect(answer.order).toMatchObject({ lines_count: 2, quantity: 310, subtotal: 19_000 })
    expect(answer.order.events.at(-1)).toMatchObject({
      action: 'Produit retiré',
      detail: 'Sac kraft (Grand) : 250 unités retirées',
    })

    await expectJson(validator.delete(`/api/orders/validations/detachProduct/${orderId}/${lineIds[0]}`))
    const last = validator.delete(`/api/orders/validations/detachProduct/${orderId}/${lineIds[2]}`)
    expect(await expectJson(last, 422)).toEqual({
      message: 'Une commande doit garder au moins un produit : refusez-le plutôt.',
    })
    expect((await expectJson(validator.get(`/api/orders/${orderId}`))).lines).toHaveLength(1)
  })
})

describe('PUT /portal-api/api/orders/validations/decide/{orderId}', () => {
  it('accepts every pending line; a line refused before stays refused', async () => {
    const { w, orderId, lineIds, validator } = await pendingOrder()
    await expectJson(
      validator.put(`/api/orders/validations/modify/${orderId}`, {
        idproduct: lineIds[1],
        statut: 'refused',
        reason: 'Stock suffisant',
      }),
    )

    const answer = await expectJson(validator.put(`/api/orders/validations/decide/${orderId}`, { statut: 'accepted' }))

    expect(answer.message).toBe('Commande validée')
    expect(answer.order.status).toBe('validated')
    expect(answer.order.lines.map((line: { status: string }) => line.status)).toEqual([
      'accepted',
      'refused',
      'accepted',
    ])
    expect(answer.order.events.at(-1)).toMatchObject({ actor: 'Siège', action: 'Commande validée', detail: null })
    const mine = await expectJson(api(t.app, w.tokens.shopA).get('/api/carts'))
    expect(mine[0]).toMatchObject({ id: orderId, status: 'validated', status_label: 'Validée', quantity: 310 })
  })

  it('refuses the whole order', async () => {
    const { orderId, validator } = await pendingOrder()
    const answer = await expectJson(
      validator.put(`/api/orders/validations/decide/${orderId}`, { statut: 'refused', reason: 'Budget épuisé' }),
    )
    expect(answer.message).toBe('Commande refusée')
    expect(answer.order).toMatchObject({ status: 'refused', status_label: 'Refusée', total_ttc: 0 })
    expect(answer.order.totals).toEqual({
      quantity: 0,
      subtotal: 0,
      shipping: 0,
      vat: 0,
      vat_rate_basis_points: 2000,
      total_ttc: 0,
    })
  })

  it('answers 400 for a decision that is neither accepted nor refused', async () => {
    const { orderId, validator } = await pendingOrder()
    expect(
      await expectJson(validator.put(`/api/orders/validations/decide/${orderId}`, { statut: 'pending' }), 400),
    ).toEqual({
      message: 'Requête invalide : statut est invalide.',
    })
  })

  it('answers 404 to the ordering shop, to another shop and for an order already decided', async () => {
    const { w, orderId, validator } = await pendingOrder()
    for (const token of [w.tokens.shopA, w.tokens.shopB, w.tokens.stranger]) {
      expect(
        await expectJson(
          api(t.app, token).put(`/api/orders/validations/decide/${orderId}`, { statut: 'accepted' }),
          404,
        ),
      ).toEqual({
        message: 'Ressource introuvable.',
      })
    }
    await expectJson(validator.put(`/api/orders/validations/decide/${orderId}`, { statut: 'accepted' }))
    expect(
      (await validator.put(`/api/orders/validations/decide/${orderId}`, { statut: 'refused', reason: 'Budget épuisé' }))
        .status,
    ).toBe(404)
  })
})
