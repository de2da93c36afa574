import { describe, expect, it } from 'vitest'
import { aShop, anAdmin, DEFAULT_PASSWORD } from '../support/builders'
import { api, call, expectJson } from '../support/portal-http'
import { aPortalWorld } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

// Bad text and impossible dates are the client's mistake (400 in French, decision 019),
// never a database error (500).
const t = useTestApp()

const refused = (field: string) => ({
  message: `Requête invalide : ${field} contient des caractères non autorisés.`,
})

describe('control characters in the Portal API bodies', () => {
  it.each([
    ['login', { login: 'boutique\u0000', password: DEFAULT_PASSWORD }, 'login'],
    ['login', { login: 'bou\u0007tique', password: DEFAULT_PASSWORD }, 'login'],
    ['login', { login: 'boutique', password: 'Secret\u00002026!' }, 'password'],
    ['admin/login', { login: 'admin\u0000', password: DEFAULT_PASSWORD }, 'login'],
    ['admin/login', { login: 'admin\nroot', password: DEFAULT_PASSWORD }, 'login'],
    ['forgot-password', { identifiant: 'boutique\u0000' }, 'identifiant'],
    ['forgot-password', { identifiant: 'bou\u001btique' }, 'identifiant'],
  ])('POST /%s refuses %j with 400', async (path, body, field) => {
    await aShop(t.db, { identifiant: 'boutique' })
    await anAdmin(t.db, { login: 'admin' })
    expect(await expectJson(call(t.app, 'POST', `/${path}`, { body }), 400)).toEqual(refused(field))
  })

  it.each([
    [{ reference_po: 'PO\u00001' }, 'reference_po'],
    [{ reference_po: 'PO\t1' }, 'reference_po'],
    [{ comment: 'Livrer\u0000 le matin' }, 'comment'],
    [{ comment: 'Livrer\u007f le matin' }, 'comment'],
  ])('POST /api/shop/store refuses %j with 400', async (fields, field) => {
    const w = await aPortalWorld(t)
    const response = api(t.app, w.tokens.shopA).post('/api/shop/store', { delivery_shop_id: w.shopA.id, ...fields })
    expect(await expectJson(response, 400)).toEqual(refused(field))
  })

  it('keeps tabs and line breaks in a multi-line comment', async () => {
    const w = await aPortalWorld(t)
    const comment = 'Livrer le matin :\r\n\t- quai 2\n\t- avant 10 h'
    const response = api(t.app, w.tokens.shopA).post('/api/shop/store', { delivery_shop_id: w.shopA.id, comment })
    expect(await expectJson(response)).toMatchObject({ comment })
  })

  it('refuses a NUL byte in a list query with 400', async () => {
    const w = await aPortalWorld(t)
    const response = api(t.app, w.tokens.shopA).get('/api/customized-products?q=%00')
    expect(await expectJson(response, 400)).toEqual(refused('q'))
  })
})

describe('calendar days in the order lists', () => {
  const impossible = ['2026-02-30', '2026-04-31', '0000-01-01', '2025-02-29']

  it.each(
    impossible.flatMap((day) => [
      ['date_from', day],
      ['date_to', day],
    ]),
  )('GET /api/carts refuses %s=%s with 400', async (name, day) => {
    const w = await aPortalWorld(t)
    const response = api(t.app, w.tokens.shopA).get(`/api/carts?${name}=${day}`)
    expect(await expectJson(response, 400)).toEqual({ message: `Requête invalide : ${name} est invalide.` })
  })

  it.each(
    impossible.flatMap((day) => [
      ['date_from', day],
      ['date_to', day],
    ]),
  )('GET /api/orders/validations/order refuses %s=%s with 400', async (name, day) => {
    const w = await aPortalWorld(t)
    const response = api(t.app, w.tokens.validator).get(`/api/orders/validations/order?${name}=${day}`)
    expect(await expectJson(response, 400)).toEqual({ message: `Requête invalide : ${name} est invalide.` })
  })

  it('accepts real days, leap day and the calendar bounds included', async () => {
    const w = await aPortalWorld(t)
    const client = api(t.app, w.tokens.shopA)
    await expectJson(client.get('/api/carts?date_from=2024-02-29&date_to=2026-12-31'))
    await expectJson(client.get('/api/carts?date_from=0001-01-01&date_to=9999-12-31'))
    await expectJson(api(t.app, w.tokens.validator).get('/api/orders/validations/order?date_from=2028-02-29'))
  })
})
