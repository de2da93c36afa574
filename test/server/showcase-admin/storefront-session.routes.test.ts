import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { admins } from '../../../server/platform/db/schema'
import { jsonErrorHandler } from '../../../server/platform/http/error-handler'
import { requireShowcaseAdmin, type ShowcaseAdminEnv } from '../../../server/showcase/showcase.public'
import { anAdmin, aShop } from '../support/builders'
import { json } from '../support/http'
import { call } from '../support/portal-http'
import { logInAdmin, logInShop } from '../support/sessions'
import { callShowcase, logInShowcaseAdmin, logInSso } from '../support/showcase-sessions'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const storefront = (method: string, path: string, token?: string, body?: unknown) =>
  callShowcase(t.app, method, path, { token, body })

describe('POST /storefront-api/auth/refresh-token', () => {
  it('rotates with the refresh token as the bearer; the old one is then refused', async () => {
    const admin = await anAdmin(t.db, { role: 'vitrine' })
    const { storefront: pair } = await logInShowcaseAdmin(t.app, admin)

    const renewed = await json(await storefront('POST', '/auth/refresh-token', pair.refresh_token))

    expect(renewed.refresh_token).not.toBe(pair.refresh_token)
    expect((await storefront('GET', '/auth/current', renewed.access_token)).status).toBe(200)
    t.clock.advance(60 * 1000)
    const replayed = await storefront('POST', '/auth/refresh-token', pair.refresh_token)
    expect(replayed.status).toBe(401)
    expect(await json(replayed)).toEqual({ message: "L'identifiant renseigné est incorrect ou inexistant" })
  })

  it('refuses the refresh tokens of the other audiences, and the portal refuses the storefront’s', async () => {
    const vitrine = await anAdmin(t.db, { role: 'vitrine' })
    const ecommerce = await anAdmin(t.db)
    const shop = await aShop(t.db)
    const { sso, storefront: pair } = await logInShowcaseAdmin(t.app, vitrine)
    for (const foreign of [sso, await logInAdmin(t.app, ecommerce), await logInShop(t.app, shop)]) {
      expect((await storefront('POST', '/auth/refresh-token', foreign.refresh_token)).status).toBe(401)
    }
    expect((await call(t.app, 'POST', '/refresh-token', { token: pair.refresh_token })).status).toBe(401)
    expect((await storefront('POST', '/auth/refresh-token')).status).toBe(401)
  })
})

describe('POST /storefront-api/auth/admins/logout', () => {
  it('ends the storefront session with an empty body; the SSO session is the portal’s to end', async () => {
    const admin = await anAdmin(t.db, { role: 'vitrine' })
    const { sso, storefront: pair } = await logInShowcaseAdmin(t.app, admin)

    const response = await t.app.request('/storefront-api/auth/admins/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${pair.access_token}` },
    })

    expect(response.status).toBe(200)
    expect(await json(response)).toEqual({ message: 'Déconnexion réussie' })
    expect((await storefront('GET', '/auth/current', pair.access_token)).status).toBe(401)
    expect((await storefront('POST', '/auth/refresh-token', pair.refresh_token)).status).toBe(401)
    expect((await call(t.app, 'POST', '/admin/sso/logout', { token: sso.access_token })).status).toBe(200)
  })
})

describe('GET /storefront-api/auth/current', () => {
  it('answers the signed-in showcase admin as authenticatable, never cached', async () => {
    const admin = await anAdmin(t.db, { login: 'vitrine', email: 'vitrine@exemple.fr', role: 'vitrine' })
    const { storefront: pair } = await logInShowcaseAdmin(t.app, admin)

    const response = await storefront('GET', '/auth/current', pair.access_token)

    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await json(response)).toEqual({
      authenticatable: {
        sso_id: admin.id,
        login: 'vitrine',
        email: 'vitrine@exemple.fr',
        created_at: admin.createdAt.toISOString(),
        updated_at: admin.updatedAt.toISOString(),
      },
    })
  })

  it('refuses a storefront token after its 15 minutes', async () => {
    const admin = await anAdmin(t.db, { role: 'vitrine' })
    const { storefront: pair } = await logInShowcaseAdmin(t.app, admin)
    t.clock.advance(15 * 60 * 1000 + 1000)
    expect((await storefront('GET', '/auth/current', pair.access_token)).status).toBe(401)
  })
})

describe('requireShowcaseAdmin (the door of the showcase back office’s storefront routes)', () => {
  const guarded = () => {
    const app = new Hono<ShowcaseAdminEnv>()
    app.onError(jsonErrorHandler(t.logger))
    app.get('/admin/probe', requireShowcaseAdmin(t.deps.storefront.adminAuth), (c) =>
      c.json({ login: c.var.showcaseAdmin.login }),
    )
    return app
  }
  const probe = (token?: string) =>
    guarded().request('/admin/probe', { headers: token === undefined ? {} : { Authorization: `Bearer ${token}` } })

  it('lets a showcase admin in and names them', async () => {
    const admin = await anAdmin(t.db, { role: 'vitrine' })
    const { storefront: pair } = await logInShowcaseAdmin(t.app, admin)
    expect(await json(await probe(pair.access_token))).toEqual({ login: admin.login })
  })

  it('shuts the door at once on a deactivated admin or one moved off the showcase', async () => {
    for (const change of [{ active: false }, { role: 'super_admin' as const }]) {
      const admin = await anAdmin(t.db, { role: 'vitrine' })
      const { storefront: pair } = await logInShowcaseAdmin(t.app, admin)
      await t.db.update(admins).set(change).where(eq(admins.id, admin.id))
      const response = await probe(pair.access_token)
      expect(response.status).toBe(401)
      expect(await json(response)).toEqual({ message: 'Non autorisé' })
    }
  })

  it('refuses no token, the SSO token, an e-commerce admin’s and a shop’s', async () => {
    const vitrine = await anAdmin(t.db, { role: 'vitrine' })
    const sso = await logInSso(t.app, vitrine)
    const ecommerce = await logInAdmin(t.app, await anAdmin(t.db))
    const shop = await logInShop(t.app, await aShop(t.db))
    for (const token of [undefined, sso.access_token, ecommerce.access_token, shop.access_token]) {
      expect((await probe(token)).status).toBe(401)
    }
  })
})
