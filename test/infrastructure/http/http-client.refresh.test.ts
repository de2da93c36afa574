import { Effect } from 'effect'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NetworkError, SessionExpired } from '../../../src/application/errors'
import { aTokenSet } from '../support/builders'
import { aClientWorld, renewingRefresh } from '../support/http-harness'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => window.history.pushState({}, '', '/account/order'))

const denied = () => HttpResponse.json({ message: 'Non autorisé' }, { status: 401 })
const orders = { surface: 'portal', method: 'GET', path: '/api/orders/7' } as const
const Order = v.object({ id: v.number() })

/** An endpoint that answers 401 to the stale token and the order to any other. */
const ordersAcceptingOnly = (token: string) =>
  http.get('*/portal-api/api/orders/7', ({ request }) =>
    request.headers.get('authorization') === `Bearer ${token}` ? HttpResponse.json({ id: 7 }) : denied(),
  )

describe('HTTP client: 401, one refresh, one retry', () => {
  it('refreshes with the refresh token as bearer and body, retries with the new token, and keeps the set', async () => {
    server.use(ordersAcceptingOnly('renewed-access-1'), renewingRefresh())
    const world = aClientWorld(server)
    world.save('shop', aTokenSet({ AccessToken: 'stale', RefreshToken: 'refresh-1', UserId: '11' }), false)
    const answer = await Effect.runPromise(world.client.request(orders, Order))
    expect(answer.data).toEqual({ id: 7 })
    const refresh = world.hits('/portal-api/refresh-token')
    expect(refresh).toHaveLength(1)
    expect(refresh[0]?.method).toBe('POST')
    expect(refresh[0]?.authorization).toBe('Bearer refresh-1')
    expect(JSON.parse(await (refresh[0]?.body ?? Promise.resolve('null')))).toEqual({ refresh_token: 'refresh-1' })
    expect(world.hits('/portal-api/api/orders/7').map((request) => request.authorization)).toEqual([
      'Bearer stale',
      'Bearer renewed-access-1',
    ])
    expect(world.tokens.areas.session.get('shop')).toEqual({
      AccessToken: 'renewed-access-1',
      RefreshToken: 'renewed-refresh-1',
      UserId: '11',
    })
    expect(world.tokens.areas.local.has('shop')).toBe(false)
    expect(world.finalUnauthorizedCount()).toBe(0)
  })

  it('ends in SessionExpired on a second 401, without a third request, and forgets the set', async () => {
    server.use(http.get('*/portal-api/api/orders/7', denied), renewingRefresh())
    const world = aClientWorld(server)
    world.save('shop', aTokenSet())
    expect(await Effect.runPromise(Effect.flip(world.client.request(orders, Order)))).toBeInstanceOf(SessionExpired)
    expect(world.hits('/portal-api/api/orders/7')).toHaveLength(2)
    expect(world.hits('/portal-api/refresh-token')).toHaveLength(1)
    expect(world.read('shop')).toBeNull()
    expect(world.finalUnauthorizedCount()).toBe(1)
  })

  it('ends in SessionExpired when the refresh is refused, without retrying, and forgets the set', async () => {
    server.use(
      http.get('*/portal-api/api/orders/7', denied),
      http.post('*/portal-api/refresh-token', () =>
        HttpResponse.json({ message: "L'identifiant renseigné est incorrect ou inexistant" }, { status: 401 }),
      ),
    )
    const world = aClientWorld(server)
    world.save('shop', aTokenSet())
    world.save('admin', aTokenSet({ AccessToken: 'admin' }))
    expect(await Effect.runPromise(Effect.flip(world.client.request(orders, Order)))).toBeInstanceOf(SessionExpired)
    expect(world.hits('/portal-api/api/orders/7')).toHaveLength(1)
    expect(world.read('shop')).toBeNull()
    expect(world.read('admin')).not.toBeNull()
    expect(world.finalUnauthorizedCount()).toBe(1)
  })

  it('treats a refresh answer of the wrong shape as a refused refresh', async () => {
    server.use(
      http.get('*/portal-api/api/orders/7', denied),
      http.post('*/portal-api/refresh-token', () => HttpResponse.json({ token: 'x' })),
    )
    const world = aClientWorld(server)
    world.save('shop', aTokenSet())
    expect(await Effect.runPromise(Effect.flip(world.client.request(orders, Order)))).toBeInstanceOf(SessionExpired)
    expect(world.read('shop')).toBeNull()
  })

  it('keeps the set and reports NetworkError when the refresh cannot reach the server', async () => {
    server.use(
      http.get('*/portal-api/api/orders/7', denied),
      http.post('*/portal-api/refresh-token', () => HttpResponse.error()),
    )
    const world = aClientWorld(server)
    world.save('shop', aTokenSet())
    expect(await Effect.runPromise(Effect.flip(world.client.request(orders, Order)))).toBeInstanceOf(NetworkError)
    expect(world.read('shop')).toEqual(aTokenSet())
    expect(world.finalUnauthorizedCount()).toBe(0)
  })

  it('does not call the refresh endpoint when no set is stored', async () => {
    server.use(http.get('*/portal-api/api/orders/7', denied))
    const world = aClientWorld(server)
    expect(await Effect.runPromise(Effect.flip(world.client.request(orders, Order)))).toBeInstanceOf(SessionExpired)
    expect(world.seen).toHaveLength(1)
    expect(world.finalUnauthorizedCount()).toBe(1)
  })

  it('refreshes the storefront set on the storefront surface', async () => {
    server.use(
      http.get('*/storefront-api/admin/blog', ({ request }) =>
        request.headers.get('authorization') === 'Bearer renewed-access-1' ? HttpResponse.json([]) : denied(),
      ),
      renewingRefresh('*/storefront-api/auth/refresh-token'),
    )
    const world = aClientWorld(server)
    window.history.pushState({}, '', '/vitrine/backoffice/blog')
    world.save('storefront', aTokenSet({ RefreshToken: 'storefront-refresh' }))
    await Effect.runPromise(
      world.client.request({ surface: 'storefront', method: 'GET', path: '/admin/blog' }, v.array(v.unknown())),
    )
    expect(world.hits('/storefront-api/auth/refresh-token')[0]?.authorization).toBe('Bearer storefront-refresh')
    expect(world.read('storefront')?.AccessToken).toBe('renewed-access-1')
  })

  it('shares one refresh between calls that meet a 401 together', async () => {
    server.use(ordersAcceptingOnly('renewed-access-1'), renewingRefresh())
    const world = aClientWorld(server)
    world.save('shop', aTokenSet({ AccessToken: 'stale' }))
    const answers = await Effect.runPromise(
      Effect.all(
        [1, 2, 3].map(() => world.client.request(orders, Order)),
        { concurrency: 'unbounded' },
      ),
    )
    expect(answers.map((answer) => answer.data.id)).toEqual([7, 7, 7])
    expect(world.hits('/portal-api/refresh-token')).toHaveLength(1)
  })

  it('retries with a set another call renewed meanwhile, without refreshing again', async () => {
    const world = aClientWorld(server)
    world.save('shop', aTokenSet({ AccessToken: 'stale' }))
    server.use(
      renewingRefresh(),
      http.get('*/portal-api/api/orders/7', ({ request }) => {
        if (request.headers.get('authorization') === 'Bearer fresh') return HttpResponse.json({ id: 7 })
        world.save('shop', aTokenSet({ AccessToken: 'fresh' }))
        return denied()
      }),
    )
    expect((await Effect.runPromise(world.client.request(orders, Order))).data).toEqual({ id: 7 })
    expect(world.hits('/portal-api/refresh-token')).toHaveLength(0)
  })
})

describe('HTTP client: onFinalUnauthorized', () => {
  it('stays silent when a silent refresh succeeds, and for calls that ask for silence', async () => {
    server.use(ordersAcceptingOnly('renewed-access-1'), renewingRefresh(), http.post('*/portal-api/logout', denied))
    const world = aClientWorld(server)
    world.save('shop', aTokenSet({ AccessToken: 'stale' }))
    await Effect.runPromise(world.client.request(orders, Order))
    expect(world.finalUnauthorizedCount()).toBe(0)
    const logout = {
      surface: 'portal',
      method: 'POST',
      path: '/logout',
      auth: 'shop',
      notifyUnauthorized: false,
    } as const
    await Effect.runPromise(Effect.flip(world.client.request(logout, v.unknown())))
    expect(world.finalUnauthorizedCount()).toBe(0)
  })

  it('stops calling a listener once unsubscribed', async () => {
    server.use(http.get('*/portal-api/api/orders/7', denied))
    const world = aClientWorld(server)
    let calls = 0
    const unsubscribe = world.unauthorized.subscribe(() => {
      calls += 1
    })
    await Effect.runPromise(Effect.flip(world.client.request(orders, Order)))
    unsubscribe()
    await Effect.runPromise(Effect.flip(world.client.request(orders, Order)))
    expect(calls).toBe(1)
    expect(world.finalUnauthorizedCount()).toBe(2)
  })
})
