import { describe, expect, it } from 'vitest'
import { anAdmin, aShop } from '../../support/builders'
import { json, postJson } from '../../support/http'
import { logInAdmin, logInShop } from '../../support/sessions'
import { useTestApp } from '../../support/test-app'

const t = useTestApp()

const refresh = (token: string) => postJson(t.app, '/portal-api/refresh-token', { refresh_token: token })

describe('POST /portal-api/logout', () => {
  it('answers Déconnexion réussie and revokes the session family', async () => {
    const shop = await aShop(t.db)
    const tokens = await logInShop(t.app, shop)

    const response = await postJson(
      t.app,
      '/portal-api/logout',
      { refresh_token: tokens.refresh_token },
      tokens.access_token,
    )

    expect(response.status).toBe(200)
    expect(await json(response)).toEqual({ message: 'Déconnexion réussie' })
    expect((await refresh(tokens.refresh_token)).status).toBe(401)
  })

  it('revokes the session named in the access token even without a body', async () => {
    const shop = await aShop(t.db)
    const tokens = await logInShop(t.app, shop)
    const rotated = await json(await refresh(tokens.refresh_token))

    const response = await t.app.request('/portal-api/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${rotated.access_token}` },
    })

    expect(response.status).toBe(200)
    expect((await refresh(rotated.refresh_token)).status).toBe(401)
  })

  it('leaves the shop signed in on its other devices', async () => {
    const shop = await aShop(t.db)
    const here = await logInShop(t.app, shop)
    const elsewhere = await logInShop(t.app, shop)
    await postJson(t.app, '/portal-api/logout', { refresh_token: here.refresh_token }, here.access_token)
    expect((await refresh(elsewhere.refresh_token)).status).toBe(200)
  })

  it("cannot revoke another account's session by passing its refresh token", async () => {
    const victim = await aShop(t.db)
    const attacker = await aShop(t.db)
    const victimTokens = await logInShop(t.app, victim)
    const attackerTokens = await logInShop(t.app, attacker)

    await postJson(
      t.app,
      '/portal-api/logout',
      { refresh_token: victimTokens.refresh_token },
      attackerTokens.access_token,
    )

    expect((await refresh(victimTokens.refresh_token)).status).toBe(200)
  })

  it('answers 401 without a shop access token (none, or an admin one)', async () => {
    const admin = await anAdmin(t.db)
    const adminTokens = await logInAdmin(t.app, admin)
    for (const token of [undefined, adminTokens.access_token]) {
      const response = await postJson(t.app, '/portal-api/logout', {}, token)
      expect(response.status).toBe(401)
      expect(await json(response)).toEqual({ message: 'Non autorisé' })
    }
    expect((await refresh(adminTokens.refresh_token)).status).toBe(200)
  })
})
