import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { Rejected } from '../../../src/application/errors'
import { loadShopSession, loginShop, logoutShop } from '../../../src/application/portal/shop-session.use-case'
import { shops } from '../../../server/platform/db/schema'
import { useLiveServer } from '../../support/live-server/live-server'
import { aShopAccount } from '../support/builders'
import { aSessionWorld, PAST_ACCESS_LIFETIME, PAST_REFRESH_LIFETIME } from '../support/session-world'

const live = useLiveServer()

describe('loginShop', () => {
  it('keeps the token set in local storage only when rememberMe is on', async () => {
    const world = aSessionWorld(live)
    const { credentials, expected } = await aShopAccount(live)
    const shop = await world.run(loginShop(credentials, true))
    expect(shop).toEqual(expected)
    expect(world.tokens.areas.local.get('shop')?.UserId).toBe(String(expected.id))
    expect(world.tokens.areas.session.has('shop')).toBe(false)
    expect(world.tokens.rememberMe.get('rememberMe')).toBe(true)
  })

  it('keeps the token set in session storage only when rememberMe is off', async () => {
    const world = aSessionWorld(live)
    await world.run(loginShop((await aShopAccount(live)).credentials, false))
    expect(world.tokens.areas.session.has('shop')).toBe(true)
    expect(world.tokens.areas.local.has('shop')).toBe(false)
    expect(world.tokens.rememberMe.get('rememberMe')).toBe(false)
  })

  it('moves the set when the same shop logs in again with the other choice', async () => {
    const world = aSessionWorld(live)
    const { credentials } = await aShopAccount(live)
    await world.run(loginShop(credentials, false))
    await world.run(loginShop(credentials, true))
    expect(world.tokens.areas.local.has('shop')).toBe(true)
    expect(world.tokens.areas.session.has('shop')).toBe(false)
  })

  it('saves nothing and surfaces the server message when the credentials are wrong', async () => {
    const world = aSessionWorld(live)
    const { credentials } = await aShopAccount(live)
    const error = await world.runFlip(loginShop({ login: credentials.login, password: 'wrong' }, true))
    expect(error).toBeInstanceOf(Rejected)
    expect(error).toMatchObject({ status: 401, message: 'Les identifiants renseignés sont incorrects ou inexistants' })
    expect(world.tokens.areas.local.size + world.tokens.areas.session.size).toBe(0)
    expect(world.tokens.rememberMe.size).toBe(0)
  })

  it('never stores the shop token under an admin key', async () => {
    const world = aSessionWorld(live)
    await world.run(loginShop((await aShopAccount(live)).credentials, true))
    expect([...world.tokens.areas.local.keys()]).toEqual(['shop'])
  })
})

describe('loadShopSession', () => {
  it('yields null without a stored set', async () => {
    const world = aSessionWorld(live)
    expect(await world.run(loadShopSession())).toBeNull()
  })

  it('yields the current shop of a live session and keeps the tokens', async () => {
    const world = aSessionWorld(live)
    const { credentials, expected } = await aShopAccount(live)
    await world.run(loginShop(credentials, true))
    expect(await world.run(loadShopSession())).toEqual(expected)
    expect(world.tokens.areas.local.has('shop')).toBe(true)
  })

  it('clears the stored set when the server no longer knows the session', async () => {
    const world = aSessionWorld(live)
    await world.run(loginShop((await aShopAccount(live)).credentials, true))
    live.clock.advance(PAST_REFRESH_LIFETIME)
    expect(await world.run(loadShopSession())).toBeNull()
    expect(world.tokens.areas.local.has('shop')).toBe(false)
  })

  it('clears the stored set when the account is gone', async () => {
    const world = aSessionWorld(live)
    const { shop, credentials } = await aShopAccount(live)
    await world.run(loginShop(credentials, false))
    await live.db.delete(shops).where(eq(shops.id, shop.id))
    expect(await world.run(loadShopSession())).toBeNull()
    expect(world.tokens.areas.session.has('shop')).toBe(false)
  })

  it('clears a stored set the server never issued', async () => {
    const world = aSessionWorld(live)
    world.tokens.areas.session.set('shop', { AccessToken: 'forged', RefreshToken: 'forged', UserId: '11' })
    expect(await world.run(loadShopSession())).toBeNull()
    expect(world.tokens.areas.session.has('shop')).toBe(false)
  })

  it('leaves the admin set alone when clearing the shop set', async () => {
    const world = aSessionWorld(live)
    world.tokens.areas.local.set('admin', { AccessToken: 'a', RefreshToken: 'r', UserId: '3' })
    world.tokens.areas.local.set('shop', { AccessToken: 'forged', RefreshToken: 'forged', UserId: '11' })
    await world.run(loadShopSession())
    expect(world.tokens.areas.local.has('admin')).toBe(true)
  })
})

describe('logoutShop', () => {
  it('tells the server with the refresh token, then forgets the set', async () => {
    const world = aSessionWorld(live)
    await world.run(loginShop((await aShopAccount(live)).credentials, true))
    const before = live.calls.length
    await world.run(logoutShop())
    expect(live.calls.slice(before)).toEqual([{ method: 'POST', path: '/portal-api/logout', status: 200 }])
    expect(world.tokens.areas.local.has('shop')).toBe(false)
    expect(await world.run(loadShopSession())).toBeNull()
  })

  it('revokes the session so that it cannot be renewed', async () => {
    const world = aSessionWorld(live)
    await world.run(loginShop((await aShopAccount(live)).credentials, true))
    const kept = world.tokens.areas.local.get('shop')
    await world.run(logoutShop())
    live.clock.advance(PAST_ACCESS_LIFETIME)
    if (kept !== undefined) world.tokens.areas.local.set('shop', kept)
    expect(await world.run(loadShopSession())).toBeNull()
  })

  it('does not call the server when nothing is stored', async () => {
    const world = aSessionWorld(live)
    const before = live.calls.length
    await world.run(logoutShop())
    expect(live.calls.length).toBe(before)
  })
})
