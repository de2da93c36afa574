import { describe, expect, it } from 'vitest'
import { Rejected } from '../../src/application/errors'
import { loadAdminSession, loginAdmin, logoutAdmin } from '../../src/application/session/admin-session.use-case'
import { anAdmin } from './support/builders'
import { ADMIN_LOGIN, aSessionWorld, SHOP_LOGIN } from './support/session-world'

describe('loginAdmin', () => {
  it.each([
    [true, 'local', 'session'],
    [false, 'session', 'local'],
  ] as const)('with rememberMe %s keeps the set in %s storage only', async (rememberMe, kept, empty) => {
    const world = aSessionWorld()
    expect(await world.run(loginAdmin(ADMIN_LOGIN, rememberMe))).toEqual(anAdmin())
    expect(world.tokens.areas[kept].get('admin')?.UserId).toBe(String(anAdmin().id))
    expect(world.tokens.areas[empty].has('admin')).toBe(false)
    expect(world.tokens.rememberMe.get('admin_rememberMe')).toBe(rememberMe)
  })

  it('refuses shop credentials and saves nothing', async () => {
    const world = aSessionWorld()
    const error = await world.runFlip(loginAdmin(SHOP_LOGIN, true))
    expect(error).toBeInstanceOf(Rejected)
    expect(error).toMatchObject({ status: 401, message: 'Les identifiants renseignés sont incorrects ou inexistants' })
    expect(world.tokens.areas.local.size + world.tokens.areas.session.size).toBe(0)
  })
})

describe('loadAdminSession', () => {
  it('yields the admin of a live session, null once the server drops it, and clears the set', async () => {
    const world = aSessionWorld()
    expect(await world.run(loadAdminSession())).toBeNull()
    await world.run(loginAdmin(ADMIN_LOGIN, false))
    expect(await world.run(loadAdminSession())).toEqual(anAdmin())
    world.controls.expireSessions()
    expect(await world.run(loadAdminSession())).toBeNull()
    expect(world.tokens.areas.session.has('admin')).toBe(false)
  })

  it('renews a stale access token silently', async () => {
    const world = aSessionWorld()
    await world.run(loginAdmin(ADMIN_LOGIN, true))
    const before = world.tokens.areas.local.get('admin')
    world.controls.expireAccessTokens()
    expect(await world.run(loadAdminSession())).toEqual(anAdmin())
    const after = world.tokens.areas.local.get('admin')
    expect(after?.AccessToken).not.toBe(before?.AccessToken)
    expect(after?.UserId).toBe(before?.UserId)
  })
})

describe('logoutAdmin', () => {
  it('tells the server and clears the admin set but not the shop set', async () => {
    const world = aSessionWorld()
    await world.run(loginAdmin(ADMIN_LOGIN, true))
    world.tokens.areas.local.set('shop', { AccessToken: 'a', RefreshToken: 'r', UserId: '11' })
    await world.run(logoutAdmin())
    expect(world.controls.logouts.map((call) => call.who)).toEqual(['admin'])
    expect(world.tokens.areas.local.has('admin')).toBe(false)
    expect(world.tokens.areas.local.has('shop')).toBe(true)
  })
})
