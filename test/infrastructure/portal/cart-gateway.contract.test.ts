import type { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { DecodeError, Rejected, SessionExpired } from '../../../src/application/errors'
import { CartGateway, type StoreLine } from '../../../src/application/portal/ports/cart-gateway'
import { MAX_QUANTITY, quantityCapMessage } from '../../../src/domain/quantity-rules'
import { DEFAULT_PASSWORD } from '../../server/support/builders'
import { liveGateways } from '../../support/live-server/live-gateways'
import { useLiveServer } from '../../support/live-server/live-server'
import { withFetch } from '../../support/live-server/wrapped-fetch'
import { aShopCatalogue, lineOf } from '../../support/portal-catalogue'

// The browser's cart adapter against the real server: each test has a brand and shops of its own.

const live = useLiveServer()

type Sent = { method: string; url: URL; body: string }

async function aCartWorld() {
  const catalogue = await aShopCatalogue(live.db)
  const sent: Sent[] = []
  const recording = withFetch(live, (fetch) => (input, init) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: new URL(input),
      body: typeof init?.body === 'string' ? init.body : '',
    })
    return fetch(input, init)
  })
  const portal = liveGateways(recording)
  const as = async (shop: { identifiant: string }) => {
    portal.save('shop', await live.loginShop(shop.identifiant, DEFAULT_PASSWORD))
  }
  await as(catalogue.shop)
  const cart = <A, E>(use: (g: CartGateway['Service']) => Effect.Effect<A, E>) => portal.run(CartGateway.use(use))
  const refusal = <A, E>(use: (g: CartGateway['Service']) => Effect.Effect<A, E>) => portal.flip(CartGateway.use(use))
  const { macarons, labels } = catalogue.products
  return {
    ...catalogue,
    as,
    cart,
    refusal,
    sent,
    lastSent: () => sent.at(-1),
    macarons: (quantity: number): StoreLine => lineOf(macarons, quantity),
    labels: (quantity: number): StoreLine => lineOf(labels, quantity),
  }
}

const statusOf = (error: unknown) => (error instanceof Rejected ? error.status : error)

describe('CartGateway over the live server', () => {
  it('opens an empty cart with the brand franco still to reach', async () => {
    const w = await aCartWorld()
    const cart = await w.cart((g) => g.current())
    expect(cart).toMatchObject({
      lines: [],
      numberOfProductsInCart: 0,
      subtotalCents: 0,
      deliveryShop: null,
      referencePo: null,
      comment: null,
    })
    expect(cart.franco).toEqual({
      thresholds: { quantity: 500, amountCents: 50_000 },
      evaluation: { kind: 'missing', quantity: 500, amountCents: 50_000, progress: 0 },
    })
    expect(await w.cart((g) => g.count())).toBe(0)
  })

  it('adds a line, then sets the quantity of the same product and option', async () => {
    const w = await aCartWorld()
    expect(await w.cart((g) => g.storeLine(w.macarons(100)))).toEqual({
      numberOfProductsInCart: 1,
      message: 'Produit ajouté au panier',
    })
    expect(await w.cart((g) => g.storeLine(w.macarons(150)))).toEqual({
      numberOfProductsInCart: 1,
      message: 'Produit ajouté au panier',
    })
    const cart = await w.cart((g) => g.current())
    expect(cart.lines).toHaveLength(1)
    expect(cart.lines[0]).toMatchObject({
      product: { id: w.products.macarons.id, name: 'Boîte à macarons', reference: 'REF-101', imageUrl: null },
      option: {
        id: w.products.macarons.options[0]?.id,
        label: 'Petit format',
        unitPriceCents: 120,
        minimumQuantity: 100,
        packMultiple: 50,
      },
      quantity: 150,
      lineTotalCents: 18_000,
    })
  })

  it('stores a line as { quantity, typevalue } under the product id', async () => {
    const w = await aCartWorld()
    await w.cart((g) => g.storeLine(w.macarons(150)))
    expect(w.lastSent()?.method).toBe('POST')
    expect(w.lastSent()?.url.pathname).toBe(`/portal-api/api/carts/customized-product/store/${w.products.macarons.id}`)
    expect(JSON.parse(w.lastSent()?.body ?? '')).toEqual({
      quantity: 150,
      typevalue: w.products.macarons.options[0]?.id,
    })
  })

  it('charges shipping until franco and computes VAT on subtotal plus shipping', async () => {
    const w = await aCartWorld()
    await w.cart((g) => g.storeLine(w.macarons(150)))
    const cart = await w.cart((g) => g.current())
    expect(cart).toMatchObject({ subtotalCents: 18_000, shippingCents: 2500, vatCents: 4100, totalTtcCents: 24_600 })
    expect(cart.franco.evaluation).toEqual({ kind: 'missing', quantity: 350, amountCents: 32_000, progress: 0.36 })
    expect(await w.cart((g) => g.franco())).toEqual(cart.franco)
  })

  it('ships for free once the quantity threshold is reached', async () => {
    const w = await aCartWorld()
    await w.cart((g) => g.storeLine(w.labels(500)))
    const cart = await w.cart((g) => g.current())
    expect(cart.franco.evaluation).toEqual({ kind: 'reached' })
    expect(cart).toMatchObject({ subtotalCents: 4000, shippingCents: 0, vatCents: 800, totalTtcCents: 4800 })
  })

  it.each([
    [99, 'La quantité minimale est de 100.'],
    [120, 'La quantité doit être un multiple de 50.'],
    [0, 'La quantité doit être un nombre entier positif.'],
  ])('refuses a quantity of %i off the option rule with 422', async (quantity, message) => {
    const w = await aCartWorld()
    expect(await w.refusal((g) => g.storeLine(w.macarons(quantity)))).toEqual(new Rejected({ status: 422, message }))
    expect(await w.cart((g) => g.count())).toBe(0)
  })

  it('refuses a quantity above the cap with 422 and the domain’s sentence', async () => {
    const w = await aCartWorld()
    const error = await w.refusal((g) => g.storeLine(w.macarons(MAX_QUANTITY + 50)))
    expect(error).toEqual(new Rejected({ status: 422, message: quantityCapMessage(MAX_QUANTITY) }))
    expect(await w.cart((g) => g.count())).toBe(0)
  })

  it('answers 404 for a product or option the shop cannot order', async () => {
    const w = await aCartWorld()
    const { kraft, macarons, withdrawn } = w.products
    const cases: Array<[string, StoreLine]> = [
      ['another brand’s product', lineOf(w.foreign, 100)],
      ['a withdrawn product', lineOf(withdrawn, 1)],
      ['an inactive option', lineOf(kraft, 200, 2)],
      ['an option of another product', { productId: macarons.id, optionId: kraft.options[0]?.id ?? 0, quantity: 200 }],
    ]
    for (const [name, line] of cases) {
      expect([name, statusOf(await w.refusal((g) => g.storeLine(line)))]).toEqual([name, 404])
    }
    expect(await w.cart((g) => g.count())).toBe(0)
  })

  it('removes its own lines and nobody else’s', async () => {
    const w = await aCartWorld()
    await w.cart((g) => g.storeLine(w.macarons(100)))
    await w.cart((g) => g.storeLine(w.labels(500)))
    const [first] = (await w.cart((g) => g.current())).lines
    await w.as(w.validated)
    expect(statusOf(await w.refusal((g) => g.deleteLine(first?.id ?? 0)))).toBe(404)
    await w.as(w.shop)
    expect(await w.cart((g) => g.deleteLine(first?.id ?? 0))).toEqual({ numberOfProductsInCart: 1 })
    expect((await w.cart((g) => g.current())).lines.map((line) => line.product.id)).toEqual([w.products.labels.id])
  })

  it('offers the shop itself, then the shops it validates, as delivery addresses', async () => {
    const w = await aCartWorld()
    expect(await w.cart((g) => g.deliveryAddresses())).toEqual([
      {
        id: w.shop.id,
        name: 'Boutique Directe',
        address: { line1: '11 rue du Commerce', postalCode: '69001', city: 'Lyon', country: 'FR' },
      },
    ])
    await w.as(w.headOffice)
    expect((await w.cart((g) => g.deliveryAddresses())).map((shop) => shop.id)).toEqual([
      w.headOffice.id,
      w.validated.id,
    ])
  })

  it('saves the delivery shop, PO reference and comment on the cart', async () => {
    const w = await aCartWorld()
    await w.as(w.headOffice)
    const details = { deliveryShopId: w.validated.id, referencePo: 'PO-77', comment: 'Livrer le matin' }
    const cart = await w.cart((g) => g.saveDeliveryDetails(details))
    expect(cart).toMatchObject({
      deliveryShop: { id: w.validated.id, name: 'Boutique Validée' },
      referencePo: 'PO-77',
      comment: 'Livrer le matin',
    })
    expect(await w.cart((g) => g.current())).toMatchObject({
      deliveryShop: { id: w.validated.id },
      referencePo: 'PO-77',
    })
  })

  it('sends the delivery details with null for what is left blank, which clears them', async () => {
    const w = await aCartWorld()
    await w.cart((g) => g.saveDeliveryDetails({ deliveryShopId: w.shop.id, referencePo: 'PO-1', comment: 'Matin' }))
    const cart = await w.cart((g) => g.saveDeliveryDetails({ deliveryShopId: w.shop.id }))
    expect(JSON.parse(w.lastSent()?.body ?? '')).toEqual({
      delivery_shop_id: w.shop.id,
      reference_po: null,
      comment: null,
    })
    expect(cart).toMatchObject({ deliveryShop: { id: w.shop.id }, referencePo: null, comment: null })
  })

  it('refuses a delivery shop the caller may not deliver to', async () => {
    const w = await aCartWorld()
    const error = await w.refusal((g) => g.saveDeliveryDetails({ deliveryShopId: w.validated.id }))
    expect(error).toEqual(new Rejected({ status: 422, message: 'Ce magasin de livraison ne vous est pas accessible.' }))
  })

  it('empties the cart', async () => {
    const w = await aCartWorld()
    await w.cart((g) => g.storeLine(w.macarons(100)))
    expect(await w.cart((g) => g.empty())).toEqual({ numberOfProductsInCart: 0, message: 'Panier vidé' })
    expect(await w.cart((g) => g.count())).toBe(0)
  })

  it('tells the brand franco of the caller only', async () => {
    const w = await aCartWorld()
    expect(await w.cart((g) => g.brandFranco(w.brand.id))).toEqual({
      quantity: 500,
      amountCents: 50_000,
      shippingFeeCents: 2500,
    })
    expect(statusOf(await w.refusal((g) => g.brandFranco(w.otherBrand.id)))).toBe(404)
  })

  it('orders a shop without validator at once, and only once', async () => {
    const w = await aCartWorld()
    await w.cart((g) => g.storeLine(w.macarons(100)))
    const { id } = await w.cart((g) => g.current())
    const result = await w.cart((g) => g.orderCart(id))
    expect(result).toMatchObject({
      success: true,
      message: 'Votre commande a bien été enregistrée.',
      order: { status: 'validated' },
    })
    expect(result.success && result.order.number).toMatch(/^CMD-\d{4}-\d{5}$/)
    expect(await w.cart((g) => g.count())).toBe(0)
    expect(await w.cart((g) => g.orderCart(id))).toEqual({
      success: false,
      message: 'Ce panier a déjà été commandé.',
    })
  })

  it('sends the order of a shop with a validator for validation', async () => {
    const w = await aCartWorld()
    await w.as(w.validated)
    await w.cart((g) => g.storeLine(w.labels(750)))
    const { id } = await w.cart((g) => g.current())
    expect(await w.cart((g) => g.orderCart(id))).toMatchObject({
      success: true,
      message: 'Votre commande a été transmise pour validation.',
      order: { status: 'pending_validation' },
    })
  })

  it('refuses to order an empty cart with a message, and orders nothing', async () => {
    const w = await aCartWorld()
    const { id } = await w.cart((g) => g.current())
    expect(await w.cart((g) => g.orderCart(id))).toEqual({ success: false, message: 'Votre panier est vide.' })
    expect((await w.cart((g) => g.current())).id).toBe(id)
  })

  it('ends in SessionExpired when no shop is signed in', async () => {
    const portal = liveGateways(live)
    expect(await portal.flip(CartGateway.use((g) => g.count()))).toBeInstanceOf(SessionExpired)
  })
})

const withoutKey = (record: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key))

// What the server never sends, so a scripted answer stands in for it: the adapter must not trust it.
describe('CartGateway: answers are parsed, never trusted', () => {
  const missing = { kind: 'missing', quantity: 500, amountCents: null, progress: 0 }
  const franco = { thresholds: { quantity: 500, amountCents: null }, evaluation: missing }
  const cart = {
    id: 1,
    lines: [],
    numberOfProductsInCart: 0,
    total: 0,
    franco,
    shipping: 0,
    vat: 0,
    total_ttc: 0,
    delivery_shop: null,
    reference_po: null,
    comment: null,
  }

  it.each<[string, unknown, (g: CartGateway['Service']) => Effect.Effect<unknown, unknown>]>([
    ['a cart with float cents', { ...cart, total: 1.5 }, (g) => g.current()],
    ['a cart without its delivery shop', withoutKey(cart, 'delivery_shop'), (g) => g.current()],
    [
      'an unknown order status',
      { success: true, message: 'ok', order: { id: 1, number: 'CMD', status: 'lost' } },
      (g) => g.orderCart(1),
    ],
    ['a progress above 1', { franco: { ...franco, evaluation: { ...missing, progress: 1.5 } } }, (g) => g.franco()],
    ['an unknown franco kind', { franco: { ...franco, evaluation: { kind: 'almost' } } }, (g) => g.franco()],
    [
      'a missing franco without its progress',
      { franco: { ...franco, evaluation: withoutKey(missing, 'progress') } },
      (g) => g.franco(),
    ],
    [
      'the former flags',
      { franco: { franco_qty: 500, franco_price: null, reached: true, configured: true } },
      (g) => g.franco(),
    ],
  ])('fails with DecodeError on %s', async (_case, body, call) => {
    const portal = liveGateways(withFetch(live, () => async () => Response.json(body)))
    // The login itself goes to the real server; every gateway call gets the scripted answer.
    portal.save('shop', await live.loginShop('boutique-lyon'))
    expect(await portal.flip(CartGateway.use(call))).toBeInstanceOf(DecodeError)
  })
})
