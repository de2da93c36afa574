import { describe, expect, it } from 'vitest'
import { contactMessages } from '../../../../server/platform/db/schema-showcase-content'
import { mailOutbox } from '../../../../server/platform/db/schema-support'
import { aShop } from '../../support/builders'
import { json } from '../../support/http'
import { logInShop } from '../../support/sessions'
import { useTestApp } from '../../support/test-app'
import { aContactMessage } from '../../showcase/support/submissions'

// A page of another site can post "simple" requests (text/plain, forms) without a
// CORS preflight (decision 019). Writes from foreign origins and bodies of the wrong type are refused before any work.
const CORS_ORIGIN = 'https://boutique.exemple.fr'
const t = useTestApp({ corsOrigins: [CORS_ORIGIN] })

const FOREIGN = { message: 'Requête refusée : elle provient d’un autre site.' }
const NOT_JSON = {
  message: 'Requête invalide : le corps doit être envoyé en JSON (Content-Type: application/json).',
}
const NOT_MULTIPART = { message: 'Requête invalide : le formulaire doit être envoyé en multipart/form-data.' }
const ADDRESS = { incoming: { socket: { remoteAddress: '192.0.2.30' } } }
const PIRATE = { Origin: 'https://pirate.exemple' }
const CONTACT = '/storefront-api/api/contact'
const APPLY = '/storefront-api/api/jobs/conducteur-offset/applications'
const JSON_TYPE = { 'Content-Type': 'application/json' }

function send(path: string, body: BodyInit | undefined, headers: Record<string, string>, method = 'POST') {
  return t.app.request(path, { method, headers, body }, ADDRESS)
}

const contact = JSON.stringify(aContactMessage())
const writes = [
  ['/storefront-api/api/contact', contact],
  ['/portal-api/login', JSON.stringify({ login: 'boutique', password: 'Secret2026!' })],
  ['/portal-api/forgot-password', JSON.stringify({ identifiant: 'boutique' })],
] as const

const nothingDone = async () => {
  expect(await t.db.select().from(contactMessages)).toHaveLength(0)
  expect(await t.db.select().from(mailOutbox)).toHaveLength(0)
}

describe('writes from another site', () => {
  it.each(writes)('POST %s in text/plain from a foreign Origin answers 403 and does nothing', async (path, body) => {
    await aShop(t.db, { identifiant: 'boutique' })
    const response = await send(path, body, { 'Content-Type': 'text/plain', ...PIRATE })
    expect(response.status).toBe(403)
    expect(await json(response)).toEqual(FOREIGN)
    await nothingDone()
  })

  it.each(writes)('POST %s in JSON from a foreign Origin answers 403', async (path, body) => {
    const response = await send(path, body, { ...JSON_TYPE, ...PIRATE })
    expect(response.status).toBe(403)
    expect(await json(response)).toEqual(FOREIGN)
  })

  it.each([
    ['an opaque origin', { Origin: 'null' }],
    ['a cross-site fetch without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a foreign Origin on a sub-domain look-alike', { Origin: 'http://localhost.pirate.exemple' }],
  ])('refuses %s with 403', async (_case, headers) => {
    const response = await send(CONTACT, contact, { ...JSON_TYPE, ...headers })
    expect(response.status).toBe(403)
    await nothingDone()
  })

  it.each(['PUT', 'PATCH', 'DELETE'])('refuses %s from a foreign Origin with 403, before any auth', async (verb) => {
    const response = await send('/portal-api/api/carts/customized-product/1', undefined, PIRATE, verb)
    expect(response.status).toBe(403)
  })

  it('still serves reads to any origin', async () => {
    const response = await t.app.request('/storefront-api/api/home-blocks', { headers: PIRATE })
    expect(response.status).toBe(200)
  })
})

describe('writes from the site itself', () => {
  it.each([
    ['without Origin (curl, server-to-server)', {}],
    ['from PUBLIC_URL', { Origin: 'http://localhost:3000' }],
    ['from an origin of CORS_ORIGINS', { Origin: CORS_ORIGIN }],
    ["from the request's own origin (the development proxy)", { Origin: 'http://localhost' }],
    ['from a same-origin fetch without Origin', { 'Sec-Fetch-Site': 'same-origin' }],
  ])('accepts a JSON contact %s', async (_case, headers) => {
    const response = await send(CONTACT, contact, { ...JSON_TYPE, ...headers })
    expect(response.status).toBe(201)
  })

  it('accepts a JSON type with a charset', async () => {
    const response = await send(CONTACT, contact, { 'Content-Type': 'application/json; charset=utf-8' })
    expect(response.status).toBe(201)
  })

  it('accepts a write without a body and without a type (the token rides in the header)', async () => {
    const shop = await aShop(t.db)
    const tokens = await logInShop(t.app, shop)
    const bearer = { Authorization: `Bearer ${tokens.refresh_token}` }
    const response = await send('/portal-api/refresh-token', undefined, bearer)
    expect(response.status).toBe(200)
  })
})

describe('bodies of the wrong type', () => {
  it.each(writes)('POST %s in text/plain from the site answers 415 and does nothing', async (path, body) => {
    await aShop(t.db, { identifiant: 'boutique' })
    const response = await send(path, body, { 'Content-Type': 'text/plain;charset=UTF-8' })
    expect(response.status).toBe(415)
    expect(await json(response)).toEqual(NOT_JSON)
    await nothingDone()
  })

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a JSON route sent as %s with 415',
    async (type) => {
      const response = await send('/portal-api/login', 'login=boutique&password=x', { 'Content-Type': type })
      expect(response.status).toBe(415)
      expect(await json(response)).toEqual(NOT_JSON)
    },
  )

  it('refuses a body without a type with 415', async () => {
    // Bytes, not a string: a string body would get text/plain from the Request itself.
    const bytes = new TextEncoder().encode(contact)
    const response = await send(CONTACT, bytes, { 'Content-Length': String(bytes.byteLength) })
    expect(response.status).toBe(415)
    await nothingDone()
  })

  it.each([
    ['application/x-www-form-urlencoded', 'first_name=Camille'],
    ['application/json', '{"first_name":"Camille"}'],
    ['text/plain', 'first_name=Camille'],
  ])('refuses a job application sent as %s with 415', async (type, body) => {
    const response = await send(APPLY, body, { 'Content-Type': type })
    expect(response.status).toBe(415)
    expect(await json(response)).toEqual(NOT_MULTIPART)
  })

  it('refuses a multipart job application from a foreign Origin with 403', async () => {
    const form = new FormData()
    form.append('first_name', 'Camille')
    const response = await send(APPLY, form, PIRATE)
    expect(response.status).toBe(403)
  })
})
