import { Effect } from 'effect'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SessionExpired } from '../../../src/application/errors'
import { createFinalUnauthorizedSignal } from '../../../src/infrastructure/http/final-unauthorized'
import { makeFetchHttpClient } from '../../../src/infrastructure/http/http-client.fetch'
import { makeWebStorageTokenStore } from '../../../src/infrastructure/session/token-store.web-storage'
import { TEST_API } from '../support/builders'

// The defect as a user meets it: the stored shop set lost its AccessToken (and only that), then "add to cart".
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
  window.history.pushState({}, '', '/account/catalog')
})

const addToCart = {
  surface: 'portal',
  method: 'POST',
  path: '/api/carts/customized-product/store/5',
  body: { quantity: 2, typevalue: 1 },
} as const
const Added = v.object({ numberOfProductsInCart: v.number() })

function aBrowserWorld() {
  const seen: { path: string; authorization: string | null }[] = []
  server.events.removeAllListeners()
  server.events.on('request:start', ({ request }) => {
    seen.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization') })
  })
  const unauthorized = createFinalUnauthorizedSignal()
  let finalUnauthorized = 0
  unauthorized.subscribe(() => {
    finalUnauthorized += 1
  })
  const tokens = makeWebStorageTokenStore(() => ({ local: window.localStorage, session: window.sessionStorage }))
  const client = makeFetchHttpClient({ config: TEST_API, tokens, unauthorized })
  return { seen, client, finalUnauthorizedCount: () => finalUnauthorized }
}

function storeShopSetWithoutAccessToken() {
  window.localStorage.setItem('rememberMe', 'true')
  window.localStorage.setItem('token', JSON.stringify({ RefreshToken: 'refresh-1', UserId: '11' }))
}

const cartAcceptingOnly = (token: string) =>
  http.post('*/portal-api/api/carts/customized-product/store/5', ({ request }) =>
    request.headers.get('authorization') === `Bearer ${token}`
      ? HttpResponse.json({ numberOfProductsInCart: 3 })
      : HttpResponse.json({ message: 'Non autorisé' }, { status: 401 }),
  )

describe('HTTP client: a stored set without its access token', () => {
  it('renews the set with its refresh token, then makes the call once with the new access token', async () => {
    server.use(
      cartAcceptingOnly('renewed-access'),
      http.post('*/portal-api/refresh-token', () =>
        HttpResponse.json({ access_token: 'renewed-access', refresh_token: 'renewed-refresh' }),
      ),
    )
    storeShopSetWithoutAccessToken()
    const world = aBrowserWorld()
    const answer = await Effect.runPromise(world.client.request(addToCart, Added))
    expect(answer.data).toEqual({ numberOfProductsInCart: 3 })
    expect(world.seen).toEqual([
      { path: '/portal-api/refresh-token', authorization: 'Bearer refresh-1' },
      { path: '/portal-api/api/carts/customized-product/store/5', authorization: 'Bearer renewed-access' },
    ])
    expect(JSON.parse(window.localStorage.getItem('token') ?? 'null')).toEqual({
      AccessToken: 'renewed-access',
      RefreshToken: 'renewed-refresh',
      UserId: '11',
    })
    expect(world.finalUnauthorizedCount()).toBe(0)
  })

  it('ends the session when the refresh is refused, without sending the call', async () => {
    server.use(
      cartAcceptingOnly('never'),
      http.post('*/portal-api/refresh-token', () =>
        HttpResponse.json({ message: "L'identifiant renseigné est incorrect ou inexistant" }, { status: 401 }),
      ),
    )
    storeShopSetWithoutAccessToken()
    const world = aBrowserWorld()
    expect(await Effect.runPromise(Effect.flip(world.client.request(addToCart, Added)))).toBeInstanceOf(SessionExpired)
    expect(world.seen.map((request) => request.path)).toEqual(['/portal-api/refresh-token'])
    expect(window.localStorage.getItem('token')).toBeNull()
    expect(world.finalUnauthorizedCount()).toBe(1)
  })

  it('does not refresh a second time when the renewed token is refused too', async () => {
    let refreshes = 0
    server.use(
      cartAcceptingOnly('never'),
      http.post('*/portal-api/refresh-token', () => {
        refreshes += 1
        return HttpResponse.json({ access_token: `access-${refreshes}`, refresh_token: `refresh-${refreshes}` })
      }),
    )
    storeShopSetWithoutAccessToken()
    const world = aBrowserWorld()
    expect(await Effect.runPromise(Effect.flip(world.client.request(addToCart, Added)))).toBeInstanceOf(SessionExpired)
    expect(refreshes).toBe(1)
    expect(world.seen.filter((request) => request.path.endsWith('/store/5'))).toHaveLength(1)
    expect(world.finalUnauthorizedCount()).toBe(1)
  })
})
