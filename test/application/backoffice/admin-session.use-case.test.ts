import { describe, expect, it } from 'vitest'
import { Rejected } from '../../../src/application/errors'
import { loadAdminSession, loginAdmin, logoutAdmin } from '../../../src/application/backoffice/admin-session.use-case'
import { useLiveServer } from '../../support/live-server/live-server'
import { anAdminAccount, aShopAccount } from '../support/builders'
import { aSessionWorld, PAST_ACCESS_LIFETIME, PAST_REFRESH_LIFETIME } from '../support/session-world'

const live = useLiveServer()

describe('loginAdmin', () => {
  it.each([
    [true, 'local', 'session'],
    [false, 'session', 'local'],
  ] as const)('with rememberMe %s keeps the set in %s storage only', async (rememberMe, kept, empty) => {
    const world = aSessionWorld(live)
    const { credentials, expected } = await anAdminAccount(live)
    expect(await world.run(loginAdmin(credentials, rememberMe))).toEqual(expected)
    expect(world.tokens.areas[kept].get('admin')?.UserId).toBe(String(expected.id))
    expect(world.tokens.areas[empty].has('admin')).toBe(false)
    expect(world.tokens.rememberMe.get('admin_rememberMe')).toBe(rememberMe)
  })

  it('refuses shop credentials and saves nothing', async () => {
    const world = aSessionWorld(live)
    const { credentials } = await aShopAccount(live)
    const error = await world.runFlip(loginAdmin(credentials, true))
    expect(error).toBeInstanceOf(Rejected)
    expect(error).toMatchObject({ status: 401, message: 'Les identifiants renseignés sont incorrects ou inexistants' })
    expect(world.tokens.areas.local.size + world.tokens.areas.session.size).toBe(0)
  })
})

describe('loadAdminSession', () => {
  it('yields the admin of a live session, null once the server drops it, and clears the set', async () => {
    const world = aSessionWorld(live)
    const { credentials, expected } = await anAdminAccount(live)
    expect(await world.run(loadAdminSession())).toBeNull()
    await world.run(loginAdmin(credentials, false))
    expect(await world.run(loadAdminSession())).toEqual(expected)
    live.clock.advance(PAST_REFRESH_LIFETIME)
    expect(await world.run(loadAdminSession())).toBeNull()
    expect(world.tokens.areas.session.has('admin')).toBe(false)
  })

  it('renews an expired access token silently', async () => {
    const world = aSessionWorld(live)
    const { credentials, expected } = await anAdminAccount(live)
    await world.run(loginAdmin(credentials, true))
    const before = world.tokens.areas.local.get('admin')
    live.clock.advance(PAST_ACCESS_LIFETIME)
    expect(await world.run(loadAdminSession())).toEqual(expected)
    const after = world.tokens.areas.local.get('admin')
    expect(after?.AccessToken).not.toBe(before?.AccessToken)
    expect(after?.UserId).toBe(before?.UserId)
  })
})

describe('logoutAdmin', () => {
  it('tells the server and clears the admin set but not the shop set', async () => {
    const world = aSessionWorld(live)
    const { credentials } = await anAdminAccount(live)
    await world.run(loginAdmin(credentials, true))
    world.tokens.areas.local.set('shop', { AccessToken: 'a', RefreshToken: 'r', UserId: '11' })
    const before = live.calls.length
    await world.run(logoutAdmin())
    expect(live.calls.slice(before)).toEqual([{ method: 'POST', path: '/portal-api/admin/logout', status: 200 }])
    expect(world.tokens.areas.local.has('admin')).toBe(false)
    expect(world.tokens.areas.local.has('shop')).toBe(true)
  })
})
