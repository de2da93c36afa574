import { describe, expect, it } from 'vitest'
import { aBrand, anAdmin, aShop } from '../../support/builders'
import { getWithToken, json, postJson } from '../../support/http'
import { useTestApp } from '../../support/test-app'

const WRONG_CREDENTIALS = 'Les identifiants renseignés sont incorrects ou inexistants'

describe('POST /portal-api/login', () => {
  const t = useTestApp()

  it('answers the tokens at the top level and under data, with the shop', async () => {
    const brand = await aBrand(t.db, { name: 'Maison Lemoine', francoQty: 500, francoPrice: 50_000, shippingFee: 2500 })
    const validator = await aShop(t.db, { brandId: brand.id, identifiant: 'siege-lemoine' })
    const shop = await aShop(t.db, {
      brandId: brand.id,
      identifiant: 'boutique-paris',
      name: 'Maison Lemoine Paris',
      email: 'paris@exemple.fr',
      addressLine1: '42 rue Vieille-du-Temple',
      postalCode: '75004',
      city: 'Paris',
      validatorId: validator.id,
    })

    const response = await postJson(t.app, '/portal-api/login', { login: 'boutique-paris', password: shop.password })

    expect(response.status).toBe(200)
    const body = await json(response)
    expect(body.access_token).toEqual(expect.any(String))
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.data.access_token).toBe(body.access_token)
    expect(body.data.refresh_token).toBe(body.refresh_token)
    expect(body.data.shop).toEqual({
      id: shop.id,
      identifiant: 'boutique-paris',
      name: 'Maison Lemoine Paris',
      email: 'paris@exemple.fr',
      address: { line1: '42 rue Vieille-du-Temple', postalCode: '75004', city: 'Paris', country: 'France' },
      validator_id: validator.id,
      is_validator: false,
      brand: { id: brand.id, name: 'Maison Lemoine', franco_qty: 500, franco_price: 50_000, shipping_fee: 2500 },
    })
  })

  it('gives an access token that works on the shop routes', async () => {
    const shop = await aShop(t.db)
    const login = await json(
      await postJson(t.app, '/portal-api/login', { login: shop.identifiant, password: shop.password }),
    )

    const response = await getWithToken(t.app, `/portal-api/api/shops/${shop.id}`, login.access_token)

    expect(response.status).toBe(200)
  })

  it('trims the login', async () => {
    const shop = await aShop(t.db)
    const response = await postJson(t.app, '/portal-api/login', {
      login: `  ${shop.identifiant} `,
      password: shop.password,
    })
    expect(response.status).toBe(200)
  })

  it('refuses a wrong password with the exact French message', async () => {
    const shop = await aShop(t.db)
    const response = await postJson(t.app, '/portal-api/login', { login: shop.identifiant, password: 'pas-le-bon' })
    expect(response.status).toBe(401)
    expect(await json(response)).toEqual({ message: WRONG_CREDENTIALS })
  })

  it('refuses an unknown login with the same message', async () => {
    const response = await postJson(t.app, '/portal-api/login', { login: 'inconnu', password: 'Secret2026!' })
    expect(response.status).toBe(401)
    expect(await json(response)).toEqual({ message: WRONG_CREDENTIALS })
  })

  it('does not accept admin credentials', async () => {
    const admin = await anAdmin(t.db, { login: 'gerant' })
    const response = await postJson(t.app, '/portal-api/login', { login: 'gerant', password: admin.password })
    expect(response.status).toBe(401)
  })

  it.each([
    [{ password: 'Secret2026!' }, 'Requête invalide : login est requis.'],
    [{ login: 'boutique-paris' }, 'Requête invalide : password est requis.'],
    [{ login: '   ', password: 'Secret2026!' }, 'Requête invalide : login est requis.'],
    [{ login: 42, password: 'Secret2026!' }, 'Requête invalide : login est invalide.'],
    [42, 'Requête invalide : le corps doit être un objet JSON.'],
  ])('answers 400 naming the missing or wrong field (%j)', async (body, message) => {
    const response = await postJson(t.app, '/portal-api/login', body)
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ message })
  })

  it('answers 400 on malformed JSON', async () => {
    const response = await postJson(t.app, '/portal-api/login', '{"login": "boutique-paris",')
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ message: 'Requête invalide : le corps JSON est mal formé.' })
  })

  it('treats an empty body as missing fields', async () => {
    const response = await t.app.request('/portal-api/login', { method: 'POST' })
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ message: 'Requête invalide : login est requis.' })
  })
})
