import { Effect } from 'effect'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DecodeError, NetworkError, Rejected } from '../../../src/application/errors'
import type { HttpRequest } from '../../../src/infrastructure/http/http-client.fetch'
import { aTokenSet } from '../support/builders'
import { aClientWorld, renewingRefresh } from '../support/http-harness'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => window.history.pushState({}, '', '/'))

const Anything = v.unknown()
const ok = () => HttpResponse.json({ ok: true })
const get = (path: string, extra: Partial<HttpRequest> = {}): HttpRequest => ({
  surface: 'portal',
  method: 'GET',
  path,
  ...extra,
})

describe('HTTP client: request shape', () => {
  it('speaks JSON by default and serialises the body', async () => {
    server.use(http.post('*/portal-api/api/shop/store', ok))
    const world = aClientWorld(server)
    await Effect.runPromise(
      world.client.request(
        { surface: 'portal', method: 'POST', path: '/api/shop/store', body: { comment: 'Merci' } },
        Anything,
      ),
    )
    const [sent] = world.seen
    expect(sent?.contentType).toBe('application/json')
    expect(sent?.accept).toBe('application/json')
    expect(await sent?.body).toBe('{"comment":"Merci"}')
  })

  it('puts the query parameters on the URL of the right surface', async () => {
    server.use(http.get('*/storefront-api/blog', ok))
    const world = aClientWorld(server)
    await Effect.runPromise(
      world.client.request(
        {
          surface: 'storefront',
          method: 'GET',
          path: '/blog',
          query: { _start: '0', _limit: '10', q: 'étui & coffret' },
        },
        Anything,
      ),
    )
    expect(world.seen[0]?.url.pathname).toBe('/storefront-api/blog')
    expect(Object.fromEntries(world.seen[0]?.url.searchParams ?? [])).toEqual({
      _start: '0',
      _limit: '10',
      q: 'étui & coffret',
    })
  })

  it.each([
    ['/account/catalog', 'portal', 'shop'],
    ['/panier', 'portal', 'shop'],
    ['/backoffice/order', 'portal', 'admin'],
    ['/vitrine/backoffice/home', 'portal', 'storefront-portal'],
    ['/vitrine/backoffice/home', 'storefront', 'storefront'],
  ] as const)('on %s, a %s call carries the %s token', async (path, surface, identity) => {
    server.use(http.get('*/portal-api/anything', ok), http.get('*/storefront-api/anything', ok))
    const world = aClientWorld(server)
    for (const other of ['shop', 'admin', 'storefront-portal', 'storefront'] as const)
      world.save(other, aTokenSet({ AccessToken: `${other}-access` }))
    window.history.pushState({}, '', path)
    await Effect.runPromise(world.client.request({ ...get('/anything'), surface }, Anything))
    expect(world.seen[0]?.authorization).toBe(`Bearer ${identity}-access`)
  })

  it('sends no bearer when nothing is stored, and none on calls made without credentials', async () => {
    server.use(http.get('*/portal-api/anything', ok))
    const world = aClientWorld(server)
    await Effect.runPromise(world.client.request(get('/anything'), Anything))
    world.save('shop', aTokenSet())
    await Effect.runPromise(world.client.request(get('/anything', { auth: 'none' }), Anything))
    expect(world.seen.map((request) => request.authorization)).toEqual([null, null])
  })

  it('lets a call name its identity whatever the page', async () => {
    server.use(http.get('*/portal-api/auth/current', ok))
    const world = aClientWorld(server)
    world.save('shop', aTokenSet({ AccessToken: 'shop-access' }))
    world.save('admin', aTokenSet({ AccessToken: 'admin-access' }))
    window.history.pushState({}, '', '/backoffice/x')
    await Effect.runPromise(world.client.request(get('/auth/current', { auth: 'shop' }), Anything))
    expect(world.seen[0]?.authorization).toBe('Bearer shop-access')
  })
})

describe('HTTP client: answers', () => {
  it('reads x-total-count, and null without it', async () => {
    server.use(
      http.get('*/portal-api/api/carts', () => HttpResponse.json([], { headers: { 'x-total-count': '42' } })),
      http.get('*/portal-api/api/orders', () => HttpResponse.json([])),
    )
    const world = aClientWorld(server)
    expect((await Effect.runPromise(world.client.request(get('/api/carts'), v.array(v.unknown())))).totalCount).toBe(42)
    expect(
      (await Effect.runPromise(world.client.request(get('/api/orders'), v.array(v.unknown())))).totalCount,
    ).toBeNull()
  })

  it('decodes a 2xx with the schema, and fails with DecodeError on the wrong shape or no JSON', async () => {
    server.use(
      http.get('*/portal-api/good', () => HttpResponse.json({ countOrders: 3 })),
      http.get('*/portal-api/bad', () => HttpResponse.json({ countOrders: 'trois' })),
      http.get('*/portal-api/html', () => HttpResponse.text('<html>')),
    )
    const world = aClientWorld(server)
    const Count = v.object({ countOrders: v.number() })
    expect((await Effect.runPromise(world.client.request(get('/good'), Count))).data).toEqual({ countOrders: 3 })
    const wrong = await Effect.runPromise(Effect.flip(world.client.request(get('/bad'), Count)))
    expect(wrong).toBeInstanceOf(DecodeError)
    expect(wrong).toMatchObject({ issues: expect.stringContaining('countOrders') })
    expect(await Effect.runPromise(Effect.flip(world.client.request(get('/html'), Count)))).toBeInstanceOf(DecodeError)
  })

  it('turns other statuses into Rejected with the French message when there is one', async () => {
    server.use(
      http.get('*/portal-api/missing', () => HttpResponse.json({ message: 'Ressource introuvable.' }, { status: 404 })),
      http.get('*/portal-api/broken', () => new HttpResponse('oops', { status: 500 })),
    )
    const world = aClientWorld(server)
    expect(await Effect.runPromise(Effect.flip(world.client.request(get('/missing'), Anything)))).toEqual(
      new Rejected({ status: 404, message: 'Ressource introuvable.' }),
    )
    expect(await Effect.runPromise(Effect.flip(world.client.request(get('/broken'), Anything)))).toEqual(
      new Rejected({ status: 500, message: null }),
    )
  })

  it('fails with NetworkError when the server cannot be reached', async () => {
    server.use(http.get('*/portal-api/down', () => HttpResponse.error()))
    const world = aClientWorld(server)
    expect(await Effect.runPromise(Effect.flip(world.client.request(get('/down'), Anything)))).toBeInstanceOf(
      NetworkError,
    )
  })

  it('refuses a login with the server message and never refreshes it', async () => {
    const message = 'Les identifiants renseignés sont incorrects ou inexistants'
    server.use(
      http.post('*/portal-api/login', () => HttpResponse.json({ message }, { status: 401 })),
      renewingRefresh(),
    )
    const world = aClientWorld(server)
    world.save('shop', aTokenSet())
    const login: HttpRequest = {
      surface: 'portal',
      method: 'POST',
      path: '/login',
      body: { login: 'x', password: 'y' },
      auth: 'none',
    }
    expect(await Effect.runPromise(Effect.flip(world.client.request(login, Anything)))).toEqual(
      new Rejected({ status: 401, message }),
    )
    expect(world.seen).toHaveLength(1)
    expect(world.finalUnauthorizedCount()).toBe(0)
    expect(world.read('shop')).toEqual(aTokenSet())
  })
})
