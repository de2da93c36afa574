import { describe, expect, it } from 'vitest'
import { aBrand, anAdmin, aShop } from '../support/builders'
import { getWithToken, json } from '../support/http'
import { logInAdmin, logInShop } from '../support/sessions'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

describe('GET /portal-api/api/shops/:id', () => {
  it('answers the calling shop with its brand franco', async () => {
    const brand = await aBrand(t.db, { francoQty: 300, francoPrice: 25_000, shippingFee: 1900 })
    const shop = await aShop(t.db, { brandId: brand.id })
    const tokens = await logInShop(t.app, shop)

    const response = await getWithToken(t.app, `/portal-api/api/shops/${shop.id}`, tokens.access_token)

    expect(response.status).toBe(200)
    const body = await json(response)
    expect(body).toMatchObject({ id: shop.id, identifiant: shop.identifiant, validator_id: null, is_validator: false })
    expect(body.brand).toEqual({
      id: brand.id,
      name: brand.name,
      franco_qty: 300,
      franco_price: 25_000,
      shipping_fee: 1900,
    })
  })

  it('reports the franco thresholds that are not configured as null', async () => {
    const brand = await aBrand(t.db, { francoQty: null, francoPrice: null })
    const shop = await aShop(t.db, { brandId: brand.id })
    const tokens = await logInShop(t.app, shop)
    const body = await json(await getWithToken(t.app, `/portal-api/api/shops/${shop.id}`, tokens.access_token))
    expect(body.brand).toMatchObject({ franco_qty: null, franco_price: null, shipping_fee: 2500 })
  })

  it('marks a shop named as validator by another shop', async () => {
    const validator = await aShop(t.db)
    await aShop(t.db, { brandId: validator.brandId, validatorId: validator.id })
    const tokens = await logInShop(t.app, validator)
    const body = await json(await getWithToken(t.app, `/portal-api/api/shops/${validator.id}`, tokens.access_token))
    expect(body.is_validator).toBe(true)
  })

  it('answers 404 for another shop, even of the same brand', async () => {
    const shop = await aShop(t.db)
    const neighbour = await aShop(t.db, { brandId: shop.brandId })
    const tokens = await logInShop(t.app, shop)

    const response = await getWithToken(t.app, `/portal-api/api/shops/${neighbour.id}`, tokens.access_token)

    expect(response.status).toBe(404)
    expect(await json(response)).toEqual({ message: 'Ressource introuvable.' })
  })

  it.each(['999999', 'abc', '0', '-1', '99999999999'])('answers 404 for the id %s', async (id) => {
    const shop = await aShop(t.db)
    const tokens = await logInShop(t.app, shop)
    const response = await getWithToken(t.app, `/portal-api/api/shops/${id}`, tokens.access_token)
    expect(response.status).toBe(404)
    expect(await json(response)).toEqual({ message: 'Ressource introuvable.' })
  })

  it('answers 401 to an admin token: it is no shop credential', async () => {
    const shop = await aShop(t.db)
    const admin = await anAdmin(t.db)
    const tokens = await logInAdmin(t.app, admin)
    // The admin's id may equal the shop's: the audience alone must refuse it.
    const response = await getWithToken(t.app, `/portal-api/api/shops/${shop.id}`, tokens.access_token)
    expect(response.status).toBe(401)
    expect(await json(response)).toEqual({ message: 'Non autorisé' })
  })

  it('answers 401 without a token', async () => {
    const shop = await aShop(t.db)
    const response = await getWithToken(t.app, `/portal-api/api/shops/${shop.id}`)
    expect(response.status).toBe(401)
  })
})
