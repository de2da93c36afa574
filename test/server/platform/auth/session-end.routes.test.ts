import { describe, expect, it } from 'vitest'
import { hashResetToken } from '../../../../server/portal/account/password-reset.use-case'
import { passwordResetTokens } from '../../../../server/platform/db/schema-support'
import { refreshTokens } from '../../../../server/platform/db/schema'
import { anAdmin, aShop } from '../../support/builders'
import { call, expectJson } from '../../support/portal-http'
import { logInAdmin, logInShop, type Tokens } from '../../support/sessions'
import { useTestApp } from '../../support/test-app'

// A session ends with its owner, at once, and only its owner's (decision 026).
const t = useTestApp()
const NEW_PASSWORD = 'Nouveau2027mdp'
const TOO_MANY = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.'

const refresh = (token: string) => call(t.app, 'POST', '/refresh-token', { body: { refresh_token: token } })
const current = (token: string) => call(t.app, 'GET', '/auth/current', { token })
const change = (token: string, current_password: string, password = NEW_PASSWORD) =>
  call(t.app, 'POST', '/change-password', {
    token,
    body: { data: { current_password, password, password_confirmation: password } },
  })

describe('a password change ends the other sessions (item 1)', () => {
  it('revokes the other families at once, keeps the caller’s own session', async () => {
    const shop = await aShop(t.db)
    const mine = await logInShop(t.app, shop)
    const other = await logInShop(t.app, shop)

    await expectJson(change(mine.access_token, shop.password))

    expect((await current(other.access_token)).status).toBe(401)
    expect((await refresh(other.refresh_token)).status).toBe(401)
    expect((await current(mine.access_token)).status).toBe(200)
    expect((await refresh(mine.refresh_token)).status).toBe(200)
  })

  it('leaves another shop’s sessions alone', async () => {
    const shop = await aShop(t.db)
    const neighbour = await aShop(t.db)
    const mine = await logInShop(t.app, shop)
    const theirs = await logInShop(t.app, neighbour)
    await expectJson(change(mine.access_token, shop.password))
    expect((await current(theirs.access_token)).status).toBe(200)
  })

  it('a reset ends every session of the shop, access tokens included', async () => {
    const shop = await aShop(t.db)
    const session = await logInShop(t.app, shop)
    // Stored directly: the mail of forgot-password is another test's concern.
    const token = 'jeton-de-reinitialisation'
    const expiresAt = new Date(t.clock.now().getTime() + 60_000)
    await t.db
      .insert(passwordResetTokens)
      .values({ shopId: shop.id, tokenHash: hashResetToken(token), expiresAt, createdAt: t.clock.now() })
    const body = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }
    await expectJson(call(t.app, 'POST', '/change-password', { body }))
    expect((await current(session.access_token)).status).toBe(401)
  })
})

describe('access tokens end with their session (item 1)', () => {
  it('logout ends the access token at once, not 15 minutes later', async () => {
    const shop = await aShop(t.db)
    const session = await logInShop(t.app, shop)
    await expectJson(call(t.app, 'POST', '/logout', { token: session.access_token, body: {} }))
    expect((await current(session.access_token)).status).toBe(401)
    expect((await call(t.app, 'GET', '/api/carts/current', { token: session.access_token })).status).toBe(401)
  })

  it('an admin logout ends the admin access token at once', async () => {
    const admin = await anAdmin(t.db)
    const session = await logInAdmin(t.app, admin)
    await expectJson(call(t.app, 'POST', '/admin/logout', { token: session.access_token, body: {} }))
    expect((await current(session.access_token)).status).toBe(401)
  })

  it('a family revoked by a replayed refresh token loses its access tokens too', async () => {
    const shop = await aShop(t.db)
    const first = await logInShop(t.app, shop)
    const second: Tokens = await expectJson(refresh(first.refresh_token))
    t.clock.advance(31_000)
    expect((await refresh(first.refresh_token)).status).toBe(401)
    expect((await current(second.access_token)).status).toBe(401)
  })
})

describe('change-password limits current-password guesses (item 11)', () => {
  it('answers 429 in French after 5 wrong current passwords, even to the right one', async () => {
    const shop = await aShop(t.db)
    const { access_token } = await logInShop(t.app, shop)
    for (let attempt = 0; attempt < 5; attempt += 1) await expectJson(change(access_token, `faux-${attempt}`), 400)

    expect(await expectJson(change(access_token, 'faux-6'), 429)).toEqual({ message: TOO_MANY })
    expect(await expectJson(change(access_token, shop.password), 429)).toEqual({ message: TOO_MANY })
  })

  it('counts per identity: another shop is not slowed down', async () => {
    const shop = await aShop(t.db)
    const other = await aShop(t.db)
    const mine = await logInShop(t.app, shop)
    const theirs = await logInShop(t.app, other)
    for (let attempt = 0; attempt < 6; attempt += 1) await change(mine.access_token, `faux-${attempt}`)
    await expectJson(change(theirs.access_token, other.password))
  })

  it('a successful change does not use up the budget', async () => {
    const shop = await aShop(t.db)
    const { access_token } = await logInShop(t.app, shop)
    for (let attempt = 0; attempt < 4; attempt += 1) await expectJson(change(access_token, `faux-${attempt}`), 400)
    await expectJson(change(access_token, shop.password))
    await expectJson(change(access_token, 'faux-5'), 400)
  })
})

describe('parallel refreshes of one token (item 12)', () => {
  it('5 parallel refreshes give 5 × 200 with one pair, and that pair works', async () => {
    const shop = await aShop(t.db)
    const first = await logInShop(t.app, shop)

    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(first.refresh_token)))

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    const pairs: Tokens[] = await Promise.all(answers.map((answer) => answer.json()))
    expect(new Set(pairs.map((pair) => `${pair.access_token} ${pair.refresh_token}`)).size).toBe(1)
    const [pair] = pairs as [Tokens]
    expect((await current(pair.access_token)).status).toBe(200)
    expect((await refresh(pair.refresh_token)).status).toBe(200)
  })

  it('stores no usable token in clear for the grace window', async () => {
    const shop = await aShop(t.db)
    const first = await logInShop(t.app, shop)
    const second: Tokens = await expectJson(refresh(first.refresh_token))
    const dump = JSON.stringify(await t.db.select().from(refreshTokens))
    expect(dump).not.toContain(second.refresh_token)
    expect(dump).not.toContain(second.access_token)
  })

  it('reuse after the 30 s window still revokes the family', async () => {
    const shop = await aShop(t.db)
    const first = await logInShop(t.app, shop)
    const second: Tokens = await expectJson(refresh(first.refresh_token))
    t.clock.advance(29_000)
    expect(await expectJson(refresh(first.refresh_token))).toEqual(second)
    t.clock.advance(2_000)
    expect((await refresh(first.refresh_token)).status).toBe(401)
    expect((await refresh(second.refresh_token)).status).toBe(401)
  })
})
