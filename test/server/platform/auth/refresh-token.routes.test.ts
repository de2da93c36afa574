import { describe, expect, it } from 'vitest'
import { generateRefreshToken, hashRefreshToken } from '../../../../server/platform/auth/refresh-token-secret'
import { refreshTokens } from '../../../../server/platform/db/schema'
import { anAdmin, aShop } from '../../support/builders'
import { getWithToken, json, postJson } from '../../support/http'
import { logInAdmin, logInShop, type Tokens } from '../../support/sessions'
import { useTestApp } from '../../support/test-app'

const REFRESH_FAILED = "L'identifiant renseigné est incorrect ou inexistant"
const DAY = 24 * 60 * 60 * 1000
const GRACE_OVER = 31_000

const t = useTestApp()

async function refreshWithBody(token: string) {
  return postJson(t.app, '/portal-api/refresh-token', { refresh_token: token })
}

async function expectRefreshRefused(response: Response) {
  expect(response.status).toBe(401)
  expect(await json(response)).toEqual({ message: REFRESH_FAILED })
}

describe('refresh-token: rotation', () => {
  it('POST with the token in the body answers a new pair, and the new access token works', async () => {
    const shop = await aShop(t.db)
    const first = await logInShop(t.app, shop)

    const response = await refreshWithBody(first.refresh_token)

    expect(response.status).toBe(200)
    const body: Tokens = await json(response)
    expect(body.refresh_token).not.toBe(first.refresh_token)
    const current = await getWithToken(t.app, '/portal-api/auth/current', body.access_token)
    expect((await json(current)).authenticatable.id).toBe(shop.id)
  })

  it('POST with the refresh token as bearer and no body works too', async () => {
    const shop = await aShop(t.db)
    const first = await logInShop(t.app, shop)
    const response = await t.app.request('/portal-api/refresh-token', {
      method: 'POST',
      headers: { Authorization: `Bearer ${first.refresh_token}` },
    })
    expect(response.status).toBe(200)
  })

  it('GET with the refresh token as bearer works', async () => {
    const shop = await aShop(t.db)
    const first = await logInShop(t.app, shop)
    const response = await getWithToken(t.app, '/portal-api/refresh-token', first.refresh_token)
    expect(response.status).toBe(200)
    expect(Object.keys(await json(response)).sort()).toEqual(['access_token', 'refresh_token'])
  })

  it('keeps the audience: a refreshed admin session stays an admin session', async () => {
    const admin = await anAdmin(t.db)
    const first = await logInAdmin(t.app, admin)
    const refreshed: Tokens = await json(await refreshWithBody(first.refresh_token))
    const current = await getWithToken(t.app, '/portal-api/auth/current', refreshed.access_token)
    expect((await json(current)).authenticatable).toMatchObject({ login: admin.login, role: 'super_admin' })
  })

  it('stores only the SHA-256 of the refresh token', async () => {
    const shop = await aShop(t.db)
    const tokens = await logInShop(t.app, shop)
    const rows = await t.db.select().from(refreshTokens)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.tokenHash).toBe(hashRefreshToken(tokens.refresh_token))
    expect(rows[0]?.tokenHash).not.toContain(tokens.refresh_token)
  })
})

describe('refresh-token: refusals', () => {
  it('reusing a rotated token revokes the whole family: the newest token stops working too', async () => {
    const shop = await aShop(t.db)
    const first = await logInShop(t.app, shop)
    const second: Tokens = await json(await refreshWithBody(first.refresh_token))
    // Past the grace window of two racing tabs (decision 026).
    t.clock.advance(GRACE_OVER)

    await expectRefreshRefused(await refreshWithBody(first.refresh_token))

    await expectRefreshRefused(await refreshWithBody(second.refresh_token))
  })

  it('two simultaneous uses of one token rotate it once and both get the same pair', async () => {
    const shop = await aShop(t.db)
    const first = await logInShop(t.app, shop)

    const responses = await Promise.all([refreshWithBody(first.refresh_token), refreshWithBody(first.refresh_token)])

    expect(responses.map((response) => response.status)).toEqual([200, 200])
    const [one, two]: Tokens[] = await Promise.all(responses.map((response) => json(response)))
    expect(one).toEqual(two)
    expect(await t.db.select().from(refreshTokens)).toHaveLength(2)
    expect((await refreshWithBody(one?.refresh_token ?? '')).status).toBe(200)
  })

  it('reuse in one family leaves the other sessions of the same shop alone', async () => {
    const shop = await aShop(t.db)
    const stolen = await logInShop(t.app, shop)
    const otherDevice = await logInShop(t.app, shop)
    await refreshWithBody(stolen.refresh_token)
    t.clock.advance(GRACE_OVER)
    await expectRefreshRefused(await refreshWithBody(stolen.refresh_token))

    expect((await refreshWithBody(otherDevice.refresh_token)).status).toBe(200)
  })

  it('refuses an unknown token, and a request without any token', async () => {
    await expectRefreshRefused(await refreshWithBody(generateRefreshToken()))
    await expectRefreshRefused(await t.app.request('/portal-api/refresh-token', { method: 'POST' }))
    await expectRefreshRefused(await t.app.request('/portal-api/refresh-token'))
  })

  it('refuses an access token presented as a refresh token', async () => {
    const shop = await aShop(t.db)
    const tokens = await logInShop(t.app, shop)
    await expectRefreshRefused(await getWithToken(t.app, '/portal-api/refresh-token', tokens.access_token))
  })

  it('refuses a refresh token after 30 days', async () => {
    const shop = await aShop(t.db)
    const tokens = await logInShop(t.app, shop)
    t.clock.advance(30 * DAY + 1000)
    await expectRefreshRefused(await refreshWithBody(tokens.refresh_token))
  })

  it('accepts a refresh token a little before its 30 days are up', async () => {
    const shop = await aShop(t.db)
    const tokens = await logInShop(t.app, shop)
    t.clock.advance(29 * DAY)
    expect((await refreshWithBody(tokens.refresh_token)).status).toBe(200)
  })

  it('does not rotate a storefront refresh token on the portal', async () => {
    const admin = await anAdmin(t.db, { role: 'vitrine' })
    const token = generateRefreshToken()
    await t.db.insert(refreshTokens).values({
      tokenHash: hashRefreshToken(token),
      familyId: crypto.randomUUID(),
      audience: 'storefront-admin',
      subjectId: admin.id,
      expiresAt: new Date(Date.now() + DAY),
    })
    await expectRefreshRefused(await refreshWithBody(token))
    const [row] = await t.db.select().from(refreshTokens)
    expect(row?.replacedBy).toBeNull()
    expect(row?.revokedAt).toBeNull()
  })

  it('answers 400 on a malformed JSON body', async () => {
    const response = await postJson(t.app, '/portal-api/refresh-token', '{refresh_token')
    expect(response.status).toBe(400)
  })
})
