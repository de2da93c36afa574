import { Effect } from 'effect'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Rejected, SessionExpired } from '../../../src/application/errors'
import { CartGateway, type StoreLine } from '../../../src/application/ports/cart-gateway'
import { LEMOINE, LYON, PARIS, SIEGE, VOISIN } from '../../../src/infrastructure/portal/portal-seed.memory'
import { portalAdapters } from './support/portal-harness'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const macarons = (quantity: number): StoreLine => ({ productId: 101, optionId: 1011, quantity })
const labels = (quantity: number): StoreLine => ({ productId: 106, optionId: 1061, quantity })

describe.each(portalAdapters(server))('CartGateway contract: %s', (_name, makeHarness) => {
  const signedIn = (shopId = LYON) => {
    const h = makeHarness()
    h.signIn(shopId)
    const cart = <A, E>(use: (g: CartGateway['Service']) => Effect.Effect<A, E>) => h.run(CartGateway.use(use))
    const refusal = <A, E>(use: (g: CartGateway['Service']) => Effect.Effect<A, E>) => h.flip(CartGateway.use(use))
    return { ...h, cart, refusal }
  }

  it('opens an empty cart with the brand franco still to reach', async () => {
    const h = signedIn()
    const cart = await h.cart((g) => g.current())
    expect(cart.lines).toEqual([])
    expect(cart.numberOfProductsInCart).toBe(0)
    expect(cart.subtotalCents).toBe(0)
    expect(cart.franco).toEqual({
      thresholds: { quantity: 500, amountCents: 50_000 },
      evaluation: { kind: 'missing', quantity: 500, amountCents: 50_000, progress: 0 },
    })
    expect(await h.cart((g) => g.count())).toBe(0)
  })

  it('adds a line, then sets the quantity of the same product and option', async () => {
    const h = signedIn()
    expect(await h.cart((g) => g.storeLine(macarons(100)))).toEqual({ numberOfProductsInCart: 1, message: 'Produit ajouté au panier' })
    expect(await h.cart((g) => g.storeLine(macarons(150)))).toEqual({ numberOfProductsInCart: 1, message: 'Produit ajouté au panier' })
    const cart = await h.cart((g) => g.current())
    expect(cart.lines).toHaveLength(1)
    expect(cart.lines[0]).toMatchObject({ product: { id: 101, name: 'Boîte à macarons' }, option: { id: 1011, minimumQuantity: 100, packMultiple: 50 }, quantity: 150, lineTotalCents: 18_000 })
  })

  it('charges shipping until franco and computes VAT on subtotal plus shipping', async () => {
    const h = signedIn()
    await h.cart((g) => g.storeLine(macarons(150)))
    const cart = await h.cart((g) => g.current())
    expect(cart).toMatchObject({ subtotalCents: 18_000, shippingCents: 2500, vatCents: 4100, totalTtcCents: 24_600 })
    expect(cart.franco.evaluation).toEqual({ kind: 'missing', quantity: 350, amountCents: 32_000, progress: 0.36 })
    expect(await h.cart((g) => g.franco())).toEqual(cart.franco)
  })

  it('ships for free once the quantity threshold is reached', async () => {
    const h = signedIn()
    await h.cart((g) => g.storeLine(labels(500)))
    const cart = await h.cart((g) => g.current())
    expect(cart.franco.evaluation).toEqual({ kind: 'reached' })
    expect(cart).toMatchObject({ subtotalCents: 4000, shippingCents: 0, vatCents: 800, totalTtcCents: 4800 })
  })

  it.each([
    [99, 'La quantité minimale est de 100.'],
    [120, 'La quantité doit être un multiple de 50.'],
    [0, 'La quantité doit être un nombre entier positif.'],
  ])('refuses a quantity of %i off the option rule with 422', async (quantity, message) => {
    const h = signedIn()
    expect(await h.refusal((g) => g.storeLine(macarons(quantity)))).toEqual(new Rejected({ status: 422, message }))
    expect(await h.cart((g) => g.count())).toBe(0)
  })

  it.each([
    ['another brand’s product', { productId: 201, optionId: 2011, quantity: 50 }],
    ['an inactive product', { productId: 107, optionId: 1071, quantity: 1 }],
    ['an inactive option', { productId: 103, optionId: 1033, quantity: 200 }],
    ['an option of another product', { productId: 101, optionId: 1021, quantity: 100 }],
  ])('answers 404 for %s', async (_case, line) => {
    const h = signedIn()
    const error = await h.refusal((g) => g.storeLine(line))
    expect(error).toBeInstanceOf(Rejected)
    expect((error as Rejected).status).toBe(404)
  })

  it('removes its own lines and nobody else’s', async () => {
    const h = signedIn()
    await h.cart((g) => g.storeLine(macarons(100)))
    await h.cart((g) => g.storeLine(labels(500)))
    const [first] = (await h.cart((g) => g.current())).lines
    h.signIn(PARIS)
    expect(((await h.refusal((g) => g.deleteLine(first?.id ?? 0))) as Rejected).status).toBe(404)
    h.signIn(LYON)
    expect(await h.cart((g) => g.deleteLine(first?.id ?? 0))).toEqual({ numberOfProductsInCart: 1 })
    expect((await h.cart((g) => g.current())).lines.map((line) => line.product.id)).toEqual([106])
  })

  it('offers the shop itself, then the shops it validates, as delivery addresses', async () => {
    const siege = signedIn(SIEGE)
    expect((await siege.cart((g) => g.deliveryAddresses())).map((shop) => shop.id)).toEqual([SIEGE, PARIS])
    const lyon = signedIn(LYON)
    expect(await lyon.cart((g) => g.deliveryAddresses())).toEqual([
      { id: LYON, name: 'Boutique Lyon', address: { line1: '11 rue du Commerce', postalCode: '69001', city: 'Lyon', country: 'FR' } },
    ])
  })

  it('saves the delivery shop, PO reference and comment on the cart', async () => {
    const h = signedIn(SIEGE)
    const cart = await h.cart((g) => g.saveDeliveryDetails({ deliveryShopId: PARIS, referencePo: 'PO-77', comment: 'Livrer le matin' }))
    expect(cart).toMatchObject({ deliveryShop: { id: PARIS, name: 'Boutique Paris' }, referencePo: 'PO-77', comment: 'Livrer le matin' })
    expect(await h.cart((g) => g.current())).toMatchObject({ deliveryShop: { id: PARIS }, referencePo: 'PO-77' })
  })

  it('refuses a delivery shop the caller may not deliver to', async () => {
    const h = signedIn(LYON)
    expect(((await h.refusal((g) => g.saveDeliveryDetails({ deliveryShopId: PARIS }))) as Rejected).status).toBe(422)
  })

  it('empties the cart', async () => {
    const h = signedIn()
    await h.cart((g) => g.storeLine(macarons(100)))
    expect(await h.cart((g) => g.empty())).toEqual({ numberOfProductsInCart: 0, message: 'Panier vidé' })
    expect(await h.cart((g) => g.count())).toBe(0)
  })

  it('tells the brand franco of the caller only', async () => {
    const h = signedIn()
    expect(await h.cart((g) => g.brandFranco(LEMOINE))).toEqual({ quantity: 500, amountCents: 50_000, shippingFeeCents: 2500 })
    expect(((await h.refusal((g) => g.brandFranco(VOISIN))) as Rejected).status).toBe(404)
  })

  it('orders a shop without validator at once, and only once', async () => {
    const h = signedIn(LYON)
    await h.cart((g) => g.storeLine(macarons(100)))
    const { id } = await h.cart((g) => g.current())
    const result = await h.cart((g) => g.orderCart(id))
    expect(result).toMatchObject({ success: true, order: { status: 'validated' } })
    expect(result.success && result.order.number).toMatch(/^CMD-\d{4}-\d{5}$/)
    expect(await h.cart((g) => g.count())).toBe(0)
    expect(await h.cart((g) => g.orderCart(id))).toMatchObject({ success: false })
  })

  it('sends the order of a shop with a validator for validation', async () => {
    const h = signedIn(PARIS)
    await h.cart((g) => g.storeLine(labels(750)))
    const { id } = await h.cart((g) => g.current())
    expect(await h.cart((g) => g.orderCart(id))).toMatchObject({ success: true, order: { status: 'pending_validation' } })
  })

  it('refuses to order an empty cart with a message, and orders nothing', async () => {
    const h = signedIn()
    const { id } = await h.cart((g) => g.current())
    const result = await h.cart((g) => g.orderCart(id))
    expect(result.success).toBe(false)
    expect(result.message).not.toBe('')
    expect((await h.cart((g) => g.current())).id).toBe(id)
  })

  it('ends in SessionExpired when no shop is signed in', async () => {
    const h = makeHarness()
    expect(await h.flip(CartGateway.use((g) => g.count()))).toBeInstanceOf(SessionExpired)
  })
})
