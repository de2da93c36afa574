import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { brands } from '../../../server/platform/db/schema'
import { productOptions, products } from '../../../server/platform/db/schema-portal'
import { aProduct } from '../support/portal-builders'
import { api, expectJson } from '../support/portal-http'
import { aPortalWorld, type PortalWorld } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const store = (token: string, productId: number, body: unknown) =>
  api(t.app, token).post(`/api/carts/customized-product/store/${productId}`, body)
const optionOf = (product: PortalWorld['bag'], index: number) => product.options[index]?.id ?? 0

describe('GET /portal-api/api/carts/current', () => {
  it('creates the open cart on first use, then answers the same cart', async () => {
    const w = await aPortalWorld(t)
    const first = await expectJson(api(t.app, w.tokens.shopA).get('/api/carts/current'))
    expect(first).toEqual({
      id: expect.any(Number),
      lines: [],
      numberOfProductsInCart: 0,
      total: 0,
      franco: {
        thresholds: { quantity: 500, amountCents: 50_000 },
        evaluation: { kind: 'missing', quantity: 500, amountCents: 50_000, progress: 0 },
      },
      shipping: 0,
      vat: 0,
      vat_rate_basis_points: 2000,
      total_ttc: 0,
      delivery_shop: null,
      reference_po: null,
      comment: null,
      estimated_delivery: null,
    })
    const again = await expectJson(api(t.app, w.tokens.shopA).get('/api/carts/current'))
    expect(again.id).toBe(first.id)
    const other = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))
    expect(other.id).not.toBe(first.id)
  })

  it('prices the lines with the domain: subtotal, shipping below franco, VAT on both', async () => {
    const w = await aPortalWorld(t)
    await expectJson(store(w.tokens.shopA, w.bag.id, { quantity: 150, typevalue: optionOf(w.bag, 0) }))
    await expectJson(store(w.tokens.shopA, w.box.id, { quantity: 10, typevalue: optionOf(w.box, 0) }))

    const cart = await expectJson(api(t.app, w.tokens.shopA).get('/api/carts/current'))

    expect(cart.lines).toEqual([
      {
        id: expect.any(Number),
        product: { id: w.bag.id, name: 'Sac kraft', reference: 'SAC-KRAFT', image_url: null },
        option: {
          id: optionOf(w.bag, 0),
          label: 'Petit',
          unit_price: 50,
          price_tiers: [],
          minimum_quantity: 100,
          pack_multiple: 50,
          proof_required: false,
        },
        quantity: 150,
        unit_price: 50,
        line_total: 7500,
        next_tier: null,
        estimated_delivery: null,
        artwork: null,
        stock: null,
        from_stock: false,
      },
      {
        id: expect.any(Number),
        product: { id: w.box.id, name: 'Coffret aimanté', reference: 'COF-AIM', image_url: null },
        option: {
          id: optionOf(w.box, 0),
          label: 'Noir',
          unit_price: 400,
          price_tiers: [],
          minimum_quantity: 10,
          pack_multiple: 5,
          proof_required: false,
        },
        quantity: 10,
        unit_price: 400,
        line_total: 4000,
        next_tier: null,
        estimated_delivery: null,
        artwork: null,
        stock: null,
        from_stock: false,
      },
    ])
    expect(cart).toMatchObject({
      numberOfProductsInCart: 2,
      total: 11_500,
      shipping: 2500,
      vat: 2800,
      total_ttc: 16_800,
    })
    expect(cart.franco).toEqual({
      thresholds: { quantity: 500, amountCents: 50_000 },
      evaluation: { kind: 'missing', quantity: 340, amountCents: 38_500, progress: 0.32 },
    })
  })

  it('charges no shipping once franco is reached on either threshold', async () => {
    const w = await aPortalWorld(t)
    await expectJson(store(w.tokens.shopA, w.bag.id, { quantity: 500, typevalue: optionOf(w.bag, 0) }))
    const cart = await expectJson(api(t.app, w.tokens.shopA).get('/api/carts/current'))
    expect(cart).toMatchObject({ total: 25_000, shipping: 0, vat: 5000, total_ttc: 30_000 })
    expect(cart.franco).toEqual({ thresholds: { quantity: 500, amountCents: 50_000 }, evaluation: { kind: 'reached' } })
  })
})

describe('POST /portal-api/api/carts/customized-product/store/{productId}', () => {
  it('adds a line, then sets the quantity of the same (product, option)', async () => {
    const w = await aPortalWorld(t)
    expect(await expectJson(store(w.tokens.shopA, w.bag.id, { quantity: 100, typevalue: optionOf(w.bag, 0) }))).toEqual(
      {
        numberOfProductsInCart: 1,
        message: 'Produit ajouté au panier',
      },
    )
    expect(
      await expectJson(store(w.tokens.shopA, w.bag.id, { quantity: '250', typevalue: String(optionOf(w.bag, 1)) })),
    ).toMatchObject({ numberOfProductsInCart: 2 })
    expect(
      await expectJson(store(w.tokens.shopA, w.bag.id, { quantity: 300, typevalue: optionOf(w.bag, 0) })),
    ).toMatchObject({ numberOfProductsInCart: 2 })

    const cart = await expectJson(api(t.app, w.tokens.shopA).get('/api/carts/current'))
    expect(
      cart.lines.map((line: { option: { label: string }; quantity: number }) => [line.option.label, line.quantity]),
    ).toEqual([
      ['Petit', 300],
      ['Grand', 250],
    ])
  })

  it.each([
    [50, 'La quantité minimale est de 100.'],
    [120, 'La quantité doit être un multiple de 50.'],
    [0, 'La quantité doit être un nombre entier positif.'],
    [-100, 'La quantité doit être un nombre entier positif.'],
    [150.5, 'La quantité doit être un nombre entier positif.'],
  ])('refuses the quantity %s with the domain message (422)', async (quantity, message) => {
    const w = await aPortalWorld(t)
    const response = store(w.tokens.shopA, w.bag.id, { quantity, typevalue: optionOf(w.bag, 0) })
    expect(await expectJson(response, 422)).toEqual({ message })
    expect(await expectJson(api(t.app, w.tokens.shopA).get('/api/carts/count'))).toEqual({ numberOfProductsInCart: 0 })
  })

  it('answers 404 for a product that is inactive, of another brand, or an option of another product', async () => {
    const w = await aPortalWorld(t)
    const retired = await aProduct(t.db, w.brand.id, { active: false })
    const closedOption = await aProduct(t.db, w.brand.id, { options: [{}, { active: false }] })
    const cases = [
      [retired.id, retired.options[0]?.id],
      [closedOption.id, closedOption.options[1]?.id],
      [w.foreign.id, w.foreign.options[0]?.id],
      [w.bag.id, optionOf(w.box, 0)],
      [999_999, optionOf(w.bag, 0)],
    ]
    for (const [productId, optionId] of cases) {
      const response = store(w.tokens.shopA, productId ?? 0, { quantity: 100, typevalue: optionId })
      expect(await expectJson(response, 404)).toEqual({ message: 'Ressource introuvable.' })
    }
  })

  it.each([
    [{ quantity: 100 }, 'Requête invalide : typevalue est requis.'],
    [{ typevalue: 1 }, 'Requête invalide : quantity est requis.'],
    [{ quantity: 'beaucoup', typevalue: 1 }, 'Requête invalide : quantity est invalide.'],
  ])('answers 400 for a malformed body (%j)', async (body, message) => {
    const w = await aPortalWorld(t)
    const response = await store(w.tokens.shopA, w.bag.id, body)
    const answer = await expectJson(response, 400)
    expect(answer.message.replace(/\s/g, ' ')).toBe(message)
  })
})

it('answers 422 with the domain’s sentence for a quantity above the cap', async () => {
  const w = await aPortalWorld(t)
  const answer = await expectJson(
    store(w.tokens.shopA, w.bag.id, { quantity: 5_000_000, typevalue: optionOf(w.bag, 0) }),
    422,
  )
  expect(answer.message.replace(/\s/g, ' ')).toBe('La quantité ne peut pas dépasser 1 000 000.')
})

describe('cart lines: count, delete, franco', () => {
  it('counts the lines of the open cart without creating one', async () => {
    const w = await aPortalWorld(t)
    expect(await expectJson(api(t.app, w.tokens.shopA).get('/api/carts/count'))).toEqual({ numberOfProductsInCart: 0 })
    await expectJson(store(w.tokens.shopA, w.bag.id, { quantity: 100, typevalue: optionOf(w.bag, 0) }))
    expect(await expectJson(api(t.app, w.tokens.shopA).get('/api/carts/count'))).toEqual({ numberOfProductsInCart: 1 })
    expect(await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/count'))).toEqual({ numberOfProductsInCart: 0 })
  })

  it("deletes a line of the caller's cart, and answers 404 for another shop's line", async () => {
    const w = await aPortalWorld(t)
    await expectJson(store(w.tokens.shopA, w.bag.id, { quantity: 100, typevalue: optionOf(w.bag, 0) }))
    await expectJson(store(w.tokens.shopA, w.box.id, { quantity: 10, typevalue: optionOf(w.box, 0) }))
    const cart = await expectJson(api(t.app, w.tokens.shopA).get('/api/carts/current'))
    const lineId = cart.lines[0].id

    expect(
      await expectJson(api(t.app, w.tokens.shopB).delete(`/api/carts/customized-product/delete/${lineId}`), 404),
    ).toEqual({ message: 'Ressource introuvable.' })
    expect(
      await expectJson(api(t.app, w.tokens.shopA).delete(`/api/carts/customized-product/delete/${lineId}`)),
    ).toEqual({ numberOfProductsInCart: 1 })
    expect((await api(t.app, w.tokens.shopA).delete(`/api/carts/customized-product/delete/${lineId}`)).status).toBe(404)
  })

  it('answers the franco of the open cart', async () => {
    const w = await aPortalWorld(t)
    await expectJson(store(w.tokens.shopA, w.box.id, { quantity: 100, typevalue: optionOf(w.box, 0) }))
    expect(await expectJson(api(t.app, w.tokens.shopA).get('/api/carts/franco'))).toEqual({
      franco: {
        thresholds: { quantity: 500, amountCents: 50_000 },
        evaluation: { kind: 'missing', quantity: 400, amountCents: 10_000, progress: 0.8 },
      },
    })
  })

  it('reports a brand without thresholds as not configured, and still charges shipping', async () => {
    const w = await aPortalWorld(t)
    await t.db.update(brands).set({ francoQty: null, francoPrice: 0 })
    await expectJson(store(w.tokens.shopA, w.box.id, { quantity: 10, typevalue: optionOf(w.box, 0) }))
    const cart = await expectJson(api(t.app, w.tokens.shopA).get('/api/carts/current'))
    expect(cart.franco).toEqual({
      thresholds: { quantity: null, amountCents: 0 },
      evaluation: { kind: 'not-configured' },
    })
    expect(cart.shipping).toBe(2500)
  })

  it('keeps showing a line whose product was withdrawn since (ordering refuses it)', async () => {
    const w = await aPortalWorld(t)
    await expectJson(store(w.tokens.shopA, w.bag.id, { quantity: 100, typevalue: optionOf(w.bag, 0) }))
    await t.db.update(products).set({ active: false }).where(eq(products.id, w.bag.id))
    await t.db
      .update(productOptions)
      .set({ unitPrice: 70 })
      .where(eq(productOptions.id, optionOf(w.bag, 0)))
    const cart = await expectJson(api(t.app, w.tokens.shopA).get('/api/carts/current'))
    expect(cart.lines).toHaveLength(1)
    expect(cart.total).toBe(7000)
  })
})
