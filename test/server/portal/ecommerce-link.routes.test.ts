import { eq } from 'drizzle-orm'
import { errors, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_ECOMMERCE_LINK_SECRET } from '../../../server/config'
import { brands } from '../../../server/platform/db/schema'
import { api, expectJson } from '../support/portal-http'
import { aPortalWorld } from '../support/portal-world'
import { TEST_JWT_SECRET, useTestApp } from '../support/test-app'

const t = useTestApp()

describe('GET /portal-api/auth/ecommerce/authentication-link', () => {
  it("answers a short-lived signed link to the brand's external shop", async () => {
    const w = await aPortalWorld(t)

    const { link } = await expectJson(api(t.app, w.tokens.shopA).get('/auth/ecommerce/authentication-link'))

    const url = new URL(link)
    expect(`${url.origin}${url.pathname}`).toBe('https://boutique.exemple.fr/entree')
    const token = url.searchParams.get('token') ?? ''
    const linkKey = new TextEncoder().encode(DEVELOPMENT_ECOMMERCE_LINK_SECRET)
    const { payload } = await jwtVerify(token, linkKey, { audience: 'ecommerce-link', issuer: 'ecrin' })
    expect(payload).toMatchObject({
      sub: String(w.shopA.id),
      identifiant: w.shopA.identifiant,
      email: w.shopA.email,
      brand_id: w.brand.id,
    })
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(60)
  })

  // The external shop holds the link key: with JWT_SECRET it could mint shop and admin tokens.
  it('signs with its own key, not the one of portal tokens', async () => {
    const w = await aPortalWorld(t)
    const { link } = await expectJson(api(t.app, w.tokens.shopA).get('/auth/ecommerce/authentication-link'))
    const token = new URL(link).searchParams.get('token') ?? ''
    const portalKey = new TextEncoder().encode(TEST_JWT_SECRET)
    const verified = jwtVerify(token, portalKey, { audience: 'ecommerce-link' })
    await expect(verified).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed)
  })

  it('signs a token that is no credential on the portal itself', async () => {
    const w = await aPortalWorld(t)
    const { link } = await expectJson(api(t.app, w.tokens.shopA).get('/auth/ecommerce/authentication-link'))
    const token = new URL(link).searchParams.get('token') ?? ''
    expect((await api(t.app, token).get('/api/carts/count')).status).toBe(401)
  })

  it('answers 422 when the brand has no external shop', async () => {
    const w = await aPortalWorld(t)
    await t.db.update(brands).set({ ecommerceUrl: null }).where(eq(brands.id, w.brand.id))
    expect(await expectJson(api(t.app, w.tokens.shopA).get('/auth/ecommerce/authentication-link'), 422)).toEqual({
      message: "Aucune boutique en ligne n'est configurée pour votre enseigne.",
    })
  })
})
