import { Effect } from 'effect'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { NetworkError, Rejected } from '../../../src/application/errors'
import { ShowcaseAdminGateway } from '../../../src/application/showcase-admin/ports/showcase-admin-gateway'
import { TokenStore } from '../../../src/application/session/ports/token-store'
import {
  loadShowcaseAdminSession,
  loginShowcaseAdmin,
  logoutShowcaseAdmin,
} from '../../../src/application/showcase-admin/showcase-admin-session.use-case'
import { endSessionsAtStart } from '../../../src/application/session/startup.use-case'
import { makeFetchHttpClient } from '../../../src/infrastructure/http/http-client.fetch'
import { makeHttpShowcaseAdminGateway } from '../../../src/infrastructure/showcase-admin/showcase-admin-gateway.http'
import { makeMemoryTokenStore } from '../../../src/infrastructure/session/token-store.memory'
import { anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { liveGateways } from '../../support/live-server/live-gateways'
import { LIVE_API, useLiveServer } from '../../support/live-server/live-server'
import { PAST_ACCESS_LIFETIME } from '../support/session-world'

const live = useLiveServer()

const SSO_REFUSAL = 'Les identifiants renseignés sont incorrects ou inexistants.'
const BACKOFFICE_PAGE = '/vitrine/backoffice/blog'
const PAST_SSO_LIFETIME = 3 * 60_000

async function aShowcaseAdmin(overrides: Parameters<typeof anAdmin>[1] = {}) {
  const admin = await anAdmin(live.db, { role: 'vitrine', ...overrides })
  return {
    admin,
    credentials: { login: admin.login, password: DEFAULT_PASSWORD },
    expected: { sso_id: admin.id, login: admin.login, email: admin.email },
  }
}

const refreshStatus = async (url: string, refreshToken: string) =>
  (await live.fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${refreshToken}` } })).status

describe('loginShowcaseAdmin (two steps)', () => {
  it.each([
    [true, 'local', 'session'],
    [false, 'session', 'local'],
  ] as const)(
    'with rememberMe %s keeps both sets in %s storage only, under one flag',
    async (rememberMe, kept, empty) => {
      const world = liveGateways(live, BACKOFFICE_PAGE)
      const { credentials, expected } = await aShowcaseAdmin()
      const before = live.calls.length

      expect(await world.run(loginShowcaseAdmin(credentials, rememberMe))).toEqual(expected)

      expect(live.calls.slice(before).map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual([
        'POST /portal-api/admin/sso/vitrine/login 200',
        'POST /storefront-api/auth/admins 200',
      ])
      for (const identity of ['storefront-portal', 'storefront'] as const) {
        expect(world.tokens.areas[kept].get(identity)?.UserId).toBe(String(expected.sso_id))
        expect(world.tokens.areas[empty].has(identity)).toBe(false)
      }
      expect(world.tokens.rememberMe.get('admin_storefront_rememberMe')).toBe(rememberMe)
    },
  )

  it('signs the demo account in', async () => {
    const world = liveGateways(live, BACKOFFICE_PAGE)
    const admin = await world.run(loginShowcaseAdmin({ login: 'vitrine', password: 'Vitrine2026!' }, true))
    expect(admin.login).toBe('vitrine')
  })

  it('refuses a wrong password with the dotted message, after step one, and stores nothing', async () => {
    const world = liveGateways(live, BACKOFFICE_PAGE)
    const { credentials } = await aShowcaseAdmin()
    const error = await world.flip(loginShowcaseAdmin({ ...credentials, password: 'faux' }, true))
    expect(error).toBeInstanceOf(Rejected)
    expect(error).toMatchObject({ status: 401, message: SSO_REFUSAL })
    expect(world.tokens.areas.local.size + world.tokens.areas.session.size).toBe(0)
  })

  it('refuses e-commerce admin credentials', async () => {
    const world = liveGateways(live, BACKOFFICE_PAGE)
    const admin = await anAdmin(live.db, { role: 'admin' })
    const error = await world.flip(loginShowcaseAdmin({ login: admin.login, password: DEFAULT_PASSWORD }, true))
    expect(error).toMatchObject({ status: 401, message: SSO_REFUSAL })
  })
})

describe('loadShowcaseAdminSession (the guard’s check)', () => {
  it('is null without both sets, the admin when the storefront accepts the token', async () => {
    const world = liveGateways(live, '/vitrine/admin')
    const { credentials, expected } = await aShowcaseAdmin()
    expect(await world.run(loadShowcaseAdminSession())).toBeNull()
    await world.run(loginShowcaseAdmin(credentials, false))
    expect(await world.run(loadShowcaseAdminSession())).toEqual(expected)
  })

  it('is null and forgets both sets when the storefront refuses a stored string', async () => {
    const world = liveGateways(live, '/vitrine/admin')
    const { credentials } = await aShowcaseAdmin()
    await world.run(loginShowcaseAdmin(credentials, true))
    const sso = world.tokens.areas.local.get('storefront-portal')
    if (sso === undefined) throw new Error('no SSO set stored')
    world.save('storefront', { AccessToken: 'refuse', RefreshToken: 'refuse', UserId: sso.UserId })

    expect(await world.run(loadShowcaseAdminSession())).toBeNull()
    expect(world.tokens.areas.local.size + world.tokens.areas.session.size).toBe(0)
  })

  it('renews an expired storefront token through POST /storefront-api/auth/refresh-token', async () => {
    const world = liveGateways(live, '/vitrine/admin')
    const { credentials, expected } = await aShowcaseAdmin()
    await world.run(loginShowcaseAdmin(credentials, true))
    const sso = world.tokens.areas.local.get('storefront-portal')
    const first = world.tokens.areas.local.get('storefront')
    live.clock.advance(PAST_ACCESS_LIFETIME)
    const before = live.calls.length
    try {
      expect(await world.run(loadShowcaseAdminSession())).toEqual(expected)
    } finally {
      live.clock.reset()
    }
    expect(live.calls.slice(before).map((call) => `${call.path} ${call.status}`)).toEqual([
      '/storefront-api/auth/current 401',
      '/storefront-api/auth/refresh-token 200',
      '/storefront-api/auth/current 200',
    ])
    expect(world.tokens.areas.local.get('storefront')?.RefreshToken).not.toBe(first?.RefreshToken)
    expect(world.tokens.areas.local.get('storefront-portal')).toEqual(sso)
  })

  it('fails as NetworkError, keeping the sets, when the storefront cannot be reached', async () => {
    const tokens = liveGateways(live).tokens
    const store = makeMemoryTokenStore(tokens)
    Effect.runSync(store.save('storefront-portal', { AccessToken: 'a', RefreshToken: 'b', UserId: '1' }, true))
    Effect.runSync(store.save('storefront', { AccessToken: 'c', RefreshToken: 'd', UserId: '1' }, true))
    const client = makeFetchHttpClient({
      config: LIVE_API,
      tokens: store,
      pathname: () => '/vitrine/admin',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const error = await Effect.runPromise(
      loadShowcaseAdminSession().pipe(
        Effect.flip,
        Effect.provideService(ShowcaseAdminGateway, makeHttpShowcaseAdminGateway(client)),
        Effect.provideService(TokenStore, store),
      ),
    )
    expect(error).toBeInstanceOf(NetworkError)
    expect(tokens.areas.local.size).toBe(2)
  })
})

describe('logoutShowcaseAdmin', () => {
  it('calls the storefront’s logout then the SSO’s, with empty bodies, and forgets both sets', async () => {
    const world = liveGateways(live, BACKOFFICE_PAGE)
    const { credentials } = await aShowcaseAdmin()
    await world.run(loginShowcaseAdmin(credentials, true))
    const sso = world.tokens.areas.local.get('storefront-portal')
    const storefront = world.tokens.areas.local.get('storefront')
    if (sso === undefined || storefront === undefined) throw new Error('the login stored no sets')
    const before = live.calls.length

    await world.run(logoutShowcaseAdmin())

    expect(live.calls.slice(before).map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual([
      'POST /storefront-api/auth/admins/logout 200',
      'POST /portal-api/admin/sso/logout 200',
    ])
    expect(world.tokens.areas.local.size + world.tokens.areas.session.size).toBe(0)
    expect(await refreshStatus(`${LIVE_API.showcaseUrl}/auth/refresh-token`, storefront.RefreshToken)).toBe(401)
    expect(await refreshStatus(`${LIVE_API.portalUrl}/refresh-token`, sso.RefreshToken)).toBe(401)
  })

  it('renews the two-minute SSO token on the portal to end the SSO session, without a toast', async () => {
    const world = liveGateways(live, BACKOFFICE_PAGE)
    const { credentials } = await aShowcaseAdmin()
    await world.run(loginShowcaseAdmin(credentials, true))
    live.clock.advance(PAST_SSO_LIFETIME)
    const before = live.calls.length
    try {
      await world.run(logoutShowcaseAdmin())
    } finally {
      live.clock.reset()
    }
    expect(live.calls.slice(before).map((call) => `${call.path} ${call.status}`)).toEqual([
      '/storefront-api/auth/admins/logout 200',
      '/portal-api/admin/sso/logout 401',
      '/portal-api/refresh-token 200',
      '/portal-api/admin/sso/logout 200',
    ])
    expect(world.finalUnauthorizedCount()).toBe(0)
  })
})

describe('start-up (spec §4) and credentials by path (spec §6)', () => {
  it('ends a showcase session kept without rememberMe, on both servers', async () => {
    const world = liveGateways(live, '/')
    const { credentials } = await aShowcaseAdmin()
    await world.run(loginShowcaseAdmin(credentials, false))

    expect(await world.run(endSessionsAtStart())).toEqual(['storefront-portal', 'storefront'])

    expect(world.tokens.areas.session.size).toBe(0)
    await vi.waitFor(() => {
      const ended = live.calls.map((call) => `${call.path} ${call.status}`)
      expect(ended).toContain('/storefront-api/auth/admins/logout 200')
      expect(ended).toContain('/portal-api/admin/sso/logout 200')
    })
  })

  it(
    'sends the storefront set to the storefront ' + 'and the SSO set to the portal on a /vitrine/backoffice page',
    async () => {
      const world = liveGateways(live, BACKOFFICE_PAGE)
      const { sso, storefront } = await live.loginVitrine()
      world.save('storefront-portal', sso)
      world.save('storefront', storefront)
      const store = makeMemoryTokenStore(world.tokens)
      const seen: string[] = []
      const client = makeFetchHttpClient({
        config: LIVE_API,
        tokens: store,
        pathname: () => BACKOFFICE_PAGE,
        fetch: (input, init) => {
          seen.push(`${new URL(input).pathname} ${new Headers(init.headers).get('Authorization')}`)
          return live.fetch(input, init)
        },
      })
      const current = v.object({ authenticatable: v.object({ login: v.string() }) })
      const answer = await Effect.runPromise(
        client.request({ surface: 'storefront', method: 'GET', path: '/auth/current' }, current),
      )
      expect(answer.data.authenticatable.login).toBe('vitrine')
      await Effect.runPromise(
        client.request({ surface: 'portal', method: 'POST', path: '/admin/sso/logout' }, v.unknown()),
      )
      expect(seen).toEqual([
        `/storefront-api/auth/current Bearer ${storefront.AccessToken}`,
        `/portal-api/admin/sso/logout Bearer ${sso.AccessToken}`,
      ])
    },
  )
})
