import { Effect, Layer } from 'effect'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DecodeError } from '../../src/application/errors'
import { AuthGateway } from '../../src/application/ports/auth-gateway'
import { AuthGatewayHttp } from '../../src/infrastructure/auth-gateway.http'
import { createFinalUnauthorizedSignal } from '../../src/infrastructure/http/final-unauthorized'
import { httpClientLayer } from '../../src/infrastructure/http/http-client.fetch'
import { tokenStoreMemoryLayer } from '../../src/infrastructure/token-store.memory'
import { aShop } from '../application/support/builders'
import { TEST_API } from './support/builders'

// What only the HTTP adapter has to get right: reading the server's exact JSON.

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const layer = AuthGatewayHttp.pipe(
  Layer.provide(httpClientLayer({ config: TEST_API, unauthorized: createFinalUnauthorizedSignal() })),
  Layer.provideMerge(tokenStoreMemoryLayer()),
)
const shopLogin = AuthGateway.use((g) => g.shopLogin({ login: 'boutique-lyon', password: 'Demo2026!' }))

describe('AuthGateway over HTTP', () => {
  it('reads the tokens under data when the top level lacks them (spec call table)', async () => {
    server.use(http.post('*/portal-api/login', () => HttpResponse.json({ data: { access_token: 'a', refresh_token: 'r', shop: aShop() } })))
    const answer = await Effect.runPromise(Effect.provide(shopLogin, layer))
    expect(answer.tokens).toEqual({ AccessToken: 'a', RefreshToken: 'r', UserId: String(aShop().id) })
  })

  it('posts the credentials as JSON to /login', async () => {
    let received: unknown = null
    server.use(
      http.post('*/portal-api/login', async ({ request }) => {
        received = await request.json()
        return HttpResponse.json({ access_token: 'a', refresh_token: 'r', data: { shop: aShop() } })
      }),
    )
    await Effect.runPromise(Effect.provide(shopLogin, layer))
    expect(received).toEqual({ login: 'boutique-lyon', password: 'Demo2026!' })
  })

  it('reads brand thresholds that are not configured as null', async () => {
    const brand = { id: 1, name: 'Sans franco', franco_qty: null, franco_price: null, shipping_fee: null }
    server.use(http.post('*/portal-api/login', () => HttpResponse.json({ access_token: 'a', refresh_token: 'r', data: { shop: { ...aShop(), brand } } })))
    const answer = await Effect.runPromise(Effect.provide(shopLogin, layer))
    expect(answer.shop.brand).toEqual({ id: 1, name: 'Sans franco', franco_qty: null, franco_price: null, shipping_fee: 0 })
  })

  it.each([
    ['without tokens', { data: { shop: aShop() } }],
    ['without the shop', { access_token: 'a', refresh_token: 'r', data: {} }],
    ['with a shop id as text', { access_token: 'a', refresh_token: 'r', data: { shop: { ...aShop(), id: '11' } } }],
  ])('fails with DecodeError on a login answer %s', async (_label, body) => {
    server.use(http.post('*/portal-api/login', () => HttpResponse.json(body)))
    expect(await Effect.runPromise(Effect.provide(Effect.flip(shopLogin), layer))).toBeInstanceOf(DecodeError)
  })
})
