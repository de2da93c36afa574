import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productOptions, products } from '../../../server/platform/db/schema-portal'
import { api, expectJson } from '../support/portal-http'
import { aPortalWorld, anOrder, fillCart, shopToken, type PortalWorld } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const DAY_MS = 24 * 60 * 60 * 1000

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
const parisDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date)

describe('GET /portal-api/api/carts (my orders)', () => {
  it("lists only the caller's orders, newest first, with x-total-count", async () => {
    const w = await aPortalWorld(t)
    const first = await anOrder(t, w.tokens.shopB, [bagLine(w)])
    t.clock.advance(60_000)
    const second = await anOrder(t, w.tokens.shopB, [boxLine(w), bagLine(w, 500)])
    await anOrder(t, w.tokens.shopA, [bagLine(w)])

    const response = await api(t.app, w.tokens.shopB).get('/api/carts')
    const body = await expectJson(response)

    expect(response.headers.get('x-total-count')).toBe('2')
    expect(body.map((order: { id: number }) => order.id)).toEqual([second, first])
    expect(body[0]).toEqual({
      id: second,
      number: expect.stringMatching(/^CMD-\d{4}-00002$/),
      status: 'validated',
      status_label: 'Validée',
      created_at: expect.any(String),
      shop: { id: w.shopB.id, name: 'Boutique B' },
      lines_count: 2,
      quantity: 510,
      subtotal: 29_000,
      total_ttc: 34_800,
      auto_accepted: false,
    })
  })

  it('pages, sorts and filters by status and by French calendar day', async () => {
    const w = await aPortalWorld(t)
    const old = await anOrder(t, w.tokens.shopA, [bagLine(w, 100)])
    t.clock.advance(3 * DAY_MS)
    // Access tokens last 15 minutes: sign fresh ones three days later.
    const shopA = await shopToken(t, w.shopA.id)
    const recent = await anOrder(t, shopA, [bagLine(w, 1000)])
    await expectJson(
      api(t.app, await shopToken(t, w.validator.id)).put(`/api/orders/validations/decide/${recent}`, {
        statut: 'accepted',
      }),
    )
    const client = api(t.app, shopA)
    const ids = async (query: string) =>
      (await expectJson(client.get(`/api/carts?${query}`))).map((order: { id: number }) => order.id)

    expect(await ids('_sort=total_ttc&_order=ASC')).toEqual([old, recent])
    expect(await ids('_sort=number&_order=DESC&_start=1&_limit=1')).toEqual([old])
    expect(await ids('status=validated')).toEqual([recent])
    expect(await ids('status=pending_validation,refused')).toEqual([old])
    const today = parisDay(t.clock.now())
    expect(await ids(`date_from=${today}`)).toEqual([recent])
    expect(await ids(`date_to=${parisDay(new Date(t.clock.now().getTime() - 2 * DAY_MS))}`)).toEqual([old])
    expect(await ids(`date_from=${today}&date_to=${today}&status=pending_validation`)).toEqual([])
  })

  it.each([
    ['status=lost', 'Requête invalide : status est invalide.'],
    ['date_from=31/12/2026', 'Requête invalide : date_from est invalide.'],
    ['_sort=price', 'Requête invalide : _sort est invalide.'],
  ])('answers 400 for %s', async (query, message) => {
    const w = await aPortalWorld(t)
    expect(await expectJson(api(t.app, w.tokens.shopA).get(`/api/carts?${query}`), 400)).toEqual({ message })
  })
})

describe('GET /portal-api/api/orders/{id}', () => {
  it('is readable by the shop that ordered and by its validator, not by others', async () => {
    const w = await aPortalWorld(t)
    const id = await anOrder(t, w.tokens.shopA, [bagLine(w)])

    const mine = await expectJson(api(t.app, w.tokens.shopA).get(`/api/orders/${id}`))
    expect(mine.can_validate).toBe(false)
    const validators = await expectJson(api(t.app, w.tokens.validator).get(`/api/orders/${id}`))
    expect(validators.can_validate).toBe(true)
    expect(validators.delivery_shop).toEqual({
      id: w.shopA.id,
      name: 'Boutique A',
      address: { line1: w.shopA.addressLine1, postal_code: w.shopA.postalCode, city: w.shopA.city, country: 'France' },
    })
    for (const token of [w.tokens.shopB, w.tokens.stranger]) {
      expect(await expectJson(api(t.app, token).get(`/api/orders/${id}`), 404)).toEqual({
        message: 'Ressource introuvable.',
      })
    }
    expect((await api(t.app, w.tokens.shopA).get('/api/orders/424242')).status).toBe(404)
  })

  it('answers the whole OrderDetail', async () => {
    const w = await aPortalWorld(t)
    const id = await anOrder(t, w.tokens.shopB, [bagLine(w, 1000)])
    const detail = await expectJson(api(t.app, w.tokens.shopB).get(`/api/orders/${id}`))
    expect(detail).toEqual({
      id,
      number: expect.stringMatching(/^CMD-\d{4}-\d{5}$/),
      status: 'validated',
      status_label: 'Validée',
      created_at: expect.any(String),
      shop: { id: w.shopB.id, name: 'Boutique B' },
      lines_count: 1,
      quantity: 1000,
      subtotal: 50_000,
      total_ttc: 60_000,
      auto_accepted: false,
      delivery_shop: expect.objectContaining({ id: w.shopB.id }),
      reference_po: null,
      comment: null,
      lines: [
        {
          id: expect.any(Number),
          product: { id: w.bag.id, name: 'Sac kraft', reference: 'SAC-KRAFT', image_url: null },
          option: {
            id: bagLine(w).optionId,
            label: 'Petit',
            unit_price: 50,
            price_tiers: [],
            minimum_quantity: 100,
            pack_multiple: 50,
            proof_required: false,
          },
          quantity: 1000,
          unit_price: 50,
          line_total: 50_000,
          status: 'accepted',
          status_label: 'Accepté',
        },
      ],
      totals: {
        quantity: 1000,
        subtotal: 50_000,
        shipping: 0,
        vat: 10_000,
        vat_rate_basis_points: 2000,
        total_ttc: 60_000,
      },
      franco: { thresholds: { quantity: 500, amountCents: 50_000 }, evaluation: { kind: 'reached' } },
      events: [
        {
          id: expect.any(Number),
          at: expect.any(String),
          actor: 'Boutique B',
          action: 'Commande passée',
          detail: '1 produit',
          reason: null,
        },
      ],
      can_validate: false,
      promised_on: null,
    })
  })
})

describe('POST /portal-api/api/orders/copy/{id}', () => {
  it('sets the orderable lines to the order’s quantities, rounded up to the current rule (decision 064)', async () => {
    const w = await aPortalWorld(t)
    const id = await anOrder(t, w.tokens.shopB, [bagLine(w, 300), bigBagLine(w, 250), boxLine(w, 10)])
    await t.db
      .update(productOptions)
      .set({ packMultiple: 200 })
      .where(eq(productOptions.id, bagLine(w).optionId))
    await t.db.update(products).set({ active: false }).where(eq(products.id, w.box.id))
    await fillCart(t, w.tokens.shopB, [bigBagLine(w, 275)])

    const answer = await expectJson(api(t.app, w.tokens.shopB).post(`/api/orders/copy/${id}`))

    expect(answer).toEqual({ message: '2 produits copiés dans le panier.' })
    const cart = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))
    expect(
      cart.lines.map((line: { option: { label: string }; quantity: number }) => [line.option.label, line.quantity]),
    ).toEqual([
      // 275 were in the cart: the copy replaces them, as the catalogue and the quick order do.
      ['Grand', 250],
      ['Petit', 400],
    ])
  })

  it('lets the validator copy an order it validates; others get 404', async () => {
    const w = await aPortalWorld(t)
    const id = await anOrder(t, w.tokens.shopA, [boxLine(w)])
    expect(await expectJson(api(t.app, w.tokens.validator).post(`/api/orders/copy/${id}`))).toEqual({
      message: '1 produit copié dans le panier.',
    })
    expect(await expectJson(api(t.app, w.tokens.validator).get('/api/carts/count'))).toEqual({
      numberOfProductsInCart: 1,
    })
    expect((await api(t.app, w.tokens.shopB).post(`/api/orders/copy/${id}`)).status).toBe(404)
    expect(await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/count'))).toEqual({ numberOfProductsInCart: 0 })
  })

  it('says so when nothing can be copied any more', async () => {
    const w = await aPortalWorld(t)
    const id = await anOrder(t, w.tokens.shopB, [boxLine(w)])
    await t.db.update(products).set({ active: false }).where(eq(products.id, w.box.id))
    expect(await expectJson(api(t.app, w.tokens.shopB).post(`/api/orders/copy/${id}`))).toEqual({
      message: 'Aucun produit de cette commande n’est encore disponible.',
    })
  })
})
