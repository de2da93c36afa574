import { describe, expect, it } from 'vitest'
import { aShop } from '../support/builders'
import { api, expectJson } from '../support/portal-http'
import { aPortalWorld, fillCart, shopToken } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const address = (shop: { addressLine1: string; postalCode: string; city: string; country: string }) => ({
  line1: shop.addressLine1,
  postal_code: shop.postalCode,
  city: shop.city,
  country: shop.country,
})

describe('GET /portal-api/api/shops/shops/addresses', () => {
  it("answers the caller's shop, then the shops it validates", async () => {
    const w = await aPortalWorld(t)
    const second = await aShop(t.db, { brandId: w.brand.id, name: 'Atelier', validatorId: w.validator.id })

    const body = await expectJson(api(t.app, w.tokens.validator).get('/api/shops/shops/addresses'))

    expect(body).toEqual([
      { id: w.validator.id, name: 'Siège', address: address(w.validator) },
      { id: second.id, name: 'Atelier', address: address(second) },
      { id: w.shopA.id, name: 'Boutique A', address: address(w.shopA) },
    ])
    expect(await expectJson(api(t.app, w.tokens.shopA).get('/api/shops/shops/addresses'))).toEqual([
      { id: w.shopA.id, name: 'Boutique A', address: address(w.shopA) },
    ])
  })
})

describe('POST /portal-api/api/shop/store', () => {
  it('stores the delivery shop, the PO reference and the comment, and answers the cart', async () => {
    const w = await aPortalWorld(t)
    const cart = await expectJson(
      api(t.app, w.tokens.validator).post('/api/shop/store', {
        delivery_shop_id: w.shopA.id,
        reference_po: ' PO-42 ',
        comment: 'Livrer le matin',
      }),
    )
    expect(cart).toMatchObject({
      delivery_shop: { id: w.shopA.id, name: 'Boutique A', address: address(w.shopA) },
      reference_po: 'PO-42',
      comment: 'Livrer le matin',
      numberOfProductsInCart: 0,
    })
  })

  it('keeps the fields that are not sent and clears the ones sent empty', async () => {
    const w = await aPortalWorld(t)
    const client = api(t.app, w.tokens.shopA)
    await expectJson(
      client.post('/api/shop/store', { delivery_shop_id: w.shopA.id, reference_po: 'PO-1', comment: 'Fragile' }),
    )
    const cart = await expectJson(client.post('/api/shop/store', { delivery_shop_id: w.shopA.id, comment: '' }))
    expect(cart).toMatchObject({ reference_po: 'PO-1', comment: null })
  })

  it('refuses a shop outside the addresses list with 422', async () => {
    const w = await aPortalWorld(t)
    const response = api(t.app, w.tokens.shopB).post('/api/shop/store', { delivery_shop_id: w.shopA.id })
    expect(await expectJson(response, 422)).toEqual({ message: 'Ce magasin de livraison ne vous est pas accessible.' })
  })

  it.each([
    [{}, 'Requête invalide : delivery_shop_id est requis.'],
    [{ delivery_shop_id: 'x' }, 'Requête invalide : delivery_shop_id est invalide.'],
    [
      { delivery_shop_id: 1, reference_po: 'x'.repeat(101) },
      'Requête invalide : le texte ne doit pas dépasser 100 caractères.',
    ],
  ])('answers 400 for %j', async (body, message) => {
    const w = await aPortalWorld(t)
    expect(await expectJson(api(t.app, w.tokens.shopA).post('/api/shop/store', body), 400)).toEqual({ message })
  })
})

describe('DELETE /portal-api/api/shop', () => {
  it("empties the caller's open cart only", async () => {
    const w = await aPortalWorld(t)
    const line = { productId: w.bag.id, optionId: w.bag.options[0]?.id ?? 0, quantity: 100 }
    await fillCart(t, w.tokens.shopA, [line])
    await fillCart(t, w.tokens.shopB, [line])

    expect(await expectJson(api(t.app, w.tokens.shopA).delete('/api/shop'))).toEqual({
      numberOfProductsInCart: 0,
      message: 'Panier vidé',
    })
    expect(await expectJson(api(t.app, w.tokens.shopA).get('/api/carts/count'))).toEqual({ numberOfProductsInCart: 0 })
    expect(await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/count'))).toEqual({ numberOfProductsInCart: 1 })
  })
})

describe('GET /portal-api/api/brands/franco/{brandId}', () => {
  it("answers the caller's brand thresholds and fee; another brand is not found", async () => {
    const w = await aPortalWorld(t)
    expect(await expectJson(api(t.app, w.tokens.shopA).get(`/api/brands/franco/${w.brand.id}`))).toEqual({
      franco_qty: 500,
      franco_price: 50_000,
      shipping_fee: 2500,
    })
    expect((await api(t.app, w.tokens.shopA).get(`/api/brands/franco/${w.otherBrand.id}`)).status).toBe(404)
    const strangerToken = await shopToken(t, w.stranger.id)
    expect((await api(t.app, strangerToken).get(`/api/brands/franco/${w.brand.id}`)).status).toBe(404)
  })
})
