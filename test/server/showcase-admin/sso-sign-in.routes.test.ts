import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { admins } from '../../../server/platform/db/schema'
import { anAdmin, aShop } from '../support/builders'
import { json, postJson } from '../support/http'
import { logInAdmin, logInShop } from '../support/sessions'
import { callShowcase, exchangeSso, logInShowcaseAdmin, logInSso } from '../support/showcase-sessions'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const SSO_REFUSAL = { message: 'Les identifiants renseignés sont incorrects ou inexistants.' }
const LOOPBACK = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }

const ssoLogin = (body: unknown) => postJson(t.app, '/portal-api/admin/sso/vitrine/login', body)
const exchange = (body: unknown) => callShowcase(t.app, 'POST', '/auth/admins', { body })
const audienceOf = async (token: string) =>
  (await t.deps.portal.accessTokens.verify(token, ['sso', 'storefront-admin', 'admin', 'shop']))?.audience

describe('POST /portal-api/admin/sso/vitrine/login (step one)', () => {
  it('gives an active showcase admin an SSO pair and the admin under data', async () => {
    const admin = await anAdmin(t.db, { login: 'vitrine', email: 'vitrine@exemple.fr', role: 'vitrine' })

    const body = await json(await ssoLogin({ login: ' vitrine ', password: admin.password }))

    expect(body.data).toEqual({
      id: admin.id,
      login: 'vitrine',
      email: 'vitrine@exemple.fr',
      role: 'vitrine',
      created_at: admin.createdAt.toISOString(),
      updated_at: admin.updatedAt.toISOString(),
    })
    expect(await audienceOf(body.access_token)).toBe('sso')
    expect(body.refresh_token).toEqual(expect.any(String))
  })

  it(
    'refuses with the dotted message: ' + 'e-commerce admins, inactive showcase admins, wrong passwords, shops',
    async () => {
      const ecommerce = await anAdmin(t.db, { role: 'admin' })
      const superAdmin = await anAdmin(t.db, { role: 'super_admin' })
      const inactive = await anAdmin(t.db, { role: 'vitrine', active: false })
      const vitrine = await anAdmin(t.db, { role: 'vitrine' })
      const shop = await aShop(t.db)
      for (const credentials of [
        { login: ecommerce.login, password: ecommerce.password },
        { login: superAdmin.login, password: superAdmin.password },
        { login: inactive.login, password: inactive.password },
        { login: vitrine.login, password: 'faux' },
        { login: 'inconnu', password: vitrine.password },
        { login: shop.identifiant, password: shop.password },
      ]) {
        const response = await ssoLogin(credentials)
        expect(response.status, credentials.login).toBe(401)
        expect(await json(response)).toEqual(SSO_REFUSAL)
      }
    },
  )

  it('answers 400 for a missing password', async () => {
    const response = await ssoLogin({ login: 'vitrine' })
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ message: 'Requête invalide : password est requis.' })
  })

  it('is rate-limited like the other logins: the sixth failure on one login answers 429', async () => {
    const admin = await anAdmin(t.db, { role: 'vitrine' })
    const attempt = () =>
      t.app.request(
        '/portal-api/admin/sso/vitrine/login',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ login: admin.login, password: 'faux' }),
        },
        LOOPBACK,
      )
    for (let n = 0; n < 5; n += 1) expect((await attempt()).status).toBe(401)
    const refused = await attempt()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('900')
  })
})

describe('POST /storefront-api/auth/admins (step two)', () => {
  it('exchanges the SSO token and the login for a storefront-admin pair with data.sso_id', async () => {
    const admin = await anAdmin(t.db, { login: 'vitrine', email: 'vitrine@exemple.fr', role: 'vitrine' })
    const sso = await logInSso(t.app, admin)

    const response = await exchange({ access_token: sso.access_token, login: 'vitrine' })

    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const body = await json(response)
    expect(body.data).toEqual({
      sso_id: admin.id,
      login: 'vitrine',
      email: 'vitrine@exemple.fr',
      created_at: admin.createdAt.toISOString(),
      updated_at: admin.updatedAt.toISOString(),
    })
    expect(await audienceOf(body.access_token)).toBe('storefront-admin')
    expect(body.refresh_token).toEqual(expect.any(String))
  })

  it('refuses a login that is not the token’s administrator', async () => {
    const admin = await anAdmin(t.db, { role: 'vitrine' })
    const other = await anAdmin(t.db, { role: 'vitrine' })
    const sso = await logInSso(t.app, admin)
    const response = await exchange({ access_token: sso.access_token, login: other.login })
    expect(response.status).toBe(401)
    expect(await json(response)).toEqual(SSO_REFUSAL)
  })

  it('refuses an SSO token after its two minutes', async () => {
    const admin = await anAdmin(t.db, { role: 'vitrine' })
    const sso = await logInSso(t.app, admin)
    t.clock.advance(2 * 60 * 1000 + 1000)
    const response = await exchange({ access_token: sso.access_token, login: admin.login })
    expect(response.status).toBe(401)
    expect(await json(response)).toEqual(SSO_REFUSAL)
  })

  it('refuses the SSO token of an admin deactivated or moved off the showcase since step one', async () => {
    for (const change of [{ active: false }, { role: 'admin' as const }]) {
      const admin = await anAdmin(t.db, { role: 'vitrine' })
      const sso = await logInSso(t.app, admin)
      await t.db.update(admins).set(change).where(eq(admins.id, admin.id))
      const response = await exchange({ access_token: sso.access_token, login: admin.login })
      expect(response.status, JSON.stringify(change)).toBe(401)
    }
  })

  it('refuses every token that is not an SSO access token', async () => {
    const vitrine = await anAdmin(t.db, { role: 'vitrine' })
    const ecommerce = await anAdmin(t.db, { role: 'super_admin' })
    const shop = await aShop(t.db)
    const { sso, storefront } = await logInShowcaseAdmin(t.app, vitrine)
    const candidates = [
      { token: (await logInAdmin(t.app, ecommerce)).access_token, login: ecommerce.login },
      { token: (await logInShop(t.app, shop)).access_token, login: shop.identifiant },
      { token: storefront.access_token, login: vitrine.login },
      { token: sso.refresh_token, login: vitrine.login },
      { token: 'pas-un-jeton', login: vitrine.login },
    ]
    for (const candidate of candidates) {
      const response = await exchange({ access_token: candidate.token, login: candidate.login })
      expect(response.status).toBe(401)
      expect(await json(response)).toEqual(SSO_REFUSAL)
    }
  })

  it('answers 400 for a missing login', async () => {
    const response = await exchange({ access_token: 'x' })
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ message: 'Requête invalide : login est requis.' })
  })
})

describe('POST /portal-api/admin/sso/logout', () => {
  it('ends the SSO session with an empty body: its token no longer exchanges nor refreshes', async () => {
    const admin = await anAdmin(t.db, { role: 'vitrine' })
    const sso = await logInSso(t.app, admin)

    const response = await t.app.request('/portal-api/admin/sso/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${sso.access_token}` },
    })

    expect(response.status).toBe(200)
    expect(await json(response)).toEqual({ message: 'Déconnexion réussie' })
    expect((await exchange({ access_token: sso.access_token, login: admin.login })).status).toBe(401)
    expect((await postJson(t.app, '/portal-api/refresh-token', { refresh_token: sso.refresh_token })).status).toBe(401)
  })

  it('leaves the storefront session alone: each surface ends its own', async () => {
    const admin = await anAdmin(t.db, { role: 'vitrine' })
    const { sso, storefront } = await logInShowcaseAdmin(t.app, admin)
    await postJson(t.app, '/portal-api/admin/sso/logout', {}, sso.access_token)
    expect((await callShowcase(t.app, 'GET', '/auth/current', { token: storefront.access_token })).status).toBe(200)
  })

  it('keeps the SSO pair renewable on the portal, so that the logout still works after two minutes', async () => {
    const admin = await anAdmin(t.db, { role: 'vitrine' })
    const sso = await logInSso(t.app, admin)
    t.clock.advance(3 * 60 * 1000)
    expect((await postJson(t.app, '/portal-api/admin/sso/logout', {}, sso.access_token)).status).toBe(401)

    const renewed = await json(await postJson(t.app, '/portal-api/refresh-token', {}, sso.refresh_token))
    expect(await audienceOf(renewed.access_token)).toBe('sso')
    expect((await postJson(t.app, '/portal-api/admin/sso/logout', {}, renewed.access_token)).status).toBe(200)
  })

  it('exchanges a renewed SSO token as the first one', async () => {
    const admin = await anAdmin(t.db, { role: 'vitrine' })
    const sso = await logInSso(t.app, admin)
    const renewed = await json(await postJson(t.app, '/portal-api/refresh-token', {}, sso.refresh_token))
    await exchangeSso(t.app, renewed.access_token, admin.login)
  })
})
