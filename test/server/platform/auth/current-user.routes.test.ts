import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createAccessTokens } from '../../../../server/platform/auth/access-tokens'
import { shops } from '../../../../server/platform/db/schema'
import { anAdmin, aShop } from '../../support/builders'
import { getWithToken, json } from '../../support/http'
import { logInAdmin, logInShop } from '../../support/sessions'
import { TEST_JWT_SECRET, useTestApp } from '../../support/test-app'

describe('GET /portal-api/auth/current', () => {
  const t = useTestApp()

  it('answers the shop for a shop token', async () => {
    const shop = await aShop(t.db)
    const tokens = await logInShop(t.app, shop)

    const response = await getWithToken(t.app, '/portal-api/auth/current', tokens.access_token)

    expect(response.status).toBe(200)
    const body = await json(response)
    expect(body.authenticatable).toMatchObject({ id: shop.id, identifiant: shop.identifiant, is_validator: false })
    expect(body.authenticatable.brand.id).toBe(shop.brandId)
  })

  it('answers the admin for an admin token', async () => {
    const admin = await anAdmin(t.db)
    const tokens = await logInAdmin(t.app, admin)

    const response = await getWithToken(t.app, '/portal-api/auth/current', tokens.access_token)

    expect(response.status).toBe(200)
    expect((await json(response)).authenticatable).toMatchObject({
      id: admin.id,
      login: admin.login,
      role: 'super_admin',
    })
  })

  it('answers 401 Non autorisé without a token or with garbage', async () => {
    for (const token of [undefined, 'pas-un-jwt']) {
      const response = await getWithToken(t.app, '/portal-api/auth/current', token)
      expect(response.status).toBe(401)
      expect(await json(response)).toEqual({ message: 'Non autorisé' })
    }
  })

  it('refuses tokens of the storefront audiences', async () => {
    const admin = await anAdmin(t.db, { role: 'vitrine' })
    const tokens = createAccessTokens({ secret: TEST_JWT_SECRET, clock: t.clock })
    for (const audience of ['sso', 'storefront-admin'] as const) {
      const token = await tokens.sign({ audience, subjectId: admin.id, sessionId: null })
      const response = await getWithToken(t.app, '/portal-api/auth/current', token)
      expect(response.status).toBe(401)
    }
  })

  it('refuses an expired access token (15 minutes)', async () => {
    const shop = await aShop(t.db)
    const tokens = await logInShop(t.app, shop)

    t.clock.advance(14 * 60 * 1000)
    expect((await getWithToken(t.app, '/portal-api/auth/current', tokens.access_token)).status).toBe(200)
    t.clock.advance(2 * 60 * 1000)
    expect((await getWithToken(t.app, '/portal-api/auth/current', tokens.access_token)).status).toBe(401)
  })

  it('refuses a token signed with another secret', async () => {
    const shop = await aShop(t.db)
    const forger = createAccessTokens({ secret: 'un-autre-secret-de-trente-deux-caracteres!', clock: t.clock })
    const forged = await forger.sign({ audience: 'shop', subjectId: shop.id, sessionId: null })
    const response = await getWithToken(t.app, '/portal-api/auth/current', forged)
    expect(response.status).toBe(401)
  })

  it('answers 401 when the account behind a valid token is gone', async () => {
    const shop = await aShop(t.db)
    const tokens = await logInShop(t.app, shop)
    await t.db.delete(shops).where(eq(shops.id, shop.id))
    const response = await getWithToken(t.app, '/portal-api/auth/current', tokens.access_token)
    expect(response.status).toBe(401)
  })
})
