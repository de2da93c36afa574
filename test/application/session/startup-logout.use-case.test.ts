import { describe, expect, it, vi } from 'vitest'
import { loginAdmin } from '../../../src/application/backoffice/admin-session.use-case'
import { endSessionsAtStart } from '../../../src/application/session/startup.use-case'
import { LIVE_API, useLiveServer } from '../../support/live-server/live-server'
import { anAdminAccount } from '../support/builders'
import { aSessionWorld } from '../support/session-world'

// The admin session ended at start-up (spec §4) ends on the server too (decision 026).
const live = useLiveServer()

async function refreshStatus(refreshToken: string): Promise<number> {
  const request = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  }
  return (await live.fetch(`${LIVE_API.portalUrl}/refresh-token`, request)).status
}

describe('endSessionsAtStart on the live server', () => {
  it('revokes the admin session it ends, without a toast', async () => {
    const world = aSessionWorld(live)
    const { credentials } = await anAdminAccount(live)
    await world.run(loginAdmin(credentials, false))
    const stored = world.tokens.areas.session.get('admin')
    if (stored === undefined) throw new Error('the admin login stored no set')

    expect(await world.run(endSessionsAtStart())).toEqual(['admin'])

    expect(world.tokens.areas.session.has('admin')).toBe(false)
    const logout = { method: 'POST', path: '/portal-api/admin/logout', status: 200 }
    await vi.waitFor(() => expect(live.calls).toContainEqual(logout))
    expect(await refreshStatus(stored.RefreshToken)).toBe(401)
    expect(world.finalUnauthorizedCount()).toBe(0)
  })

  it('leaves a remembered admin session alone, on the server too', async () => {
    const world = aSessionWorld(live)
    const { credentials } = await anAdminAccount(live)
    await world.run(loginAdmin(credentials, true))
    const stored = world.tokens.areas.local.get('admin')
    if (stored === undefined) throw new Error('the admin login stored no set')

    const before = live.calls.length
    expect(await world.run(endSessionsAtStart())).toEqual([])

    expect(live.calls.slice(before).some((call) => call.path === '/portal-api/admin/logout')).toBe(false)
    expect(await refreshStatus(stored.RefreshToken)).toBe(200)
  })
})
