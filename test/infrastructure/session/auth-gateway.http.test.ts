import { Effect, Layer, Result } from 'effect'
import { describe, expect, it } from 'vitest'
import { DecodeError } from '../../../src/application/errors'
import { AuthGateway } from '../../../src/application/session/ports/auth-gateway'
import { AuthGatewayHttp } from '../../../src/infrastructure/session/auth-gateway.http'
import { createFinalUnauthorizedSignal } from '../../../src/infrastructure/http/final-unauthorized'
import { httpClientLayer } from '../../../src/infrastructure/http/http-client.fetch'
import { tokenStoreMemoryLayer } from '../../../src/infrastructure/session/token-store.memory'
import { aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { type FetchFn, LIVE_API, useLiveServer } from '../../support/live-server/live-server'

// What the server never sends but the adapter must still refuse: a login answer of the wrong shape.
// The server's real answer is taken and spoiled on its way back, so the rest of it stays true.

const live = useLiveServer()

type Json = Record<string, unknown>
type Spoil = (answer: Json & { data: Json & { shop: Json } }) => unknown

function spoiling(spoil: Spoil): FetchFn {
  return async (input, init) => {
    const response = await live.fetch(input, init)
    const answer = (await response.json()) as Parameters<Spoil>[0]
    return Response.json(spoil(answer), { status: response.status })
  }
}

function shopLoginThrough(fetch: FetchFn, login: string) {
  const client = httpClientLayer({ config: LIVE_API, fetch, unauthorized: createFinalUnauthorizedSignal() })
  const layer = AuthGatewayHttp.pipe(Layer.provide(client), Layer.provideMerge(tokenStoreMemoryLayer()))
  const attempt = AuthGateway.use((g) => g.shopLogin({ login, password: DEFAULT_PASSWORD }))
  return Effect.runPromise(Effect.provide(Effect.result(attempt), layer))
}

describe('AuthGateway over HTTP: answers of the wrong shape', () => {
  it.each<[string, Spoil]>([
    ['without tokens', ({ data }) => ({ data: { shop: data.shop } })],
    [
      'without the shop',
      ({ access_token, refresh_token }) => ({ access_token, refresh_token, data: { access_token, refresh_token } }),
    ],
    [
      'with a shop id as text',
      (answer) => ({
        ...answer,
        data: { ...answer.data, shop: { ...answer.data.shop, id: String(answer.data.shop.id) } },
      }),
    ],
    ['with an empty access token', (answer) => ({ ...answer, access_token: '' })],
  ])('fails with DecodeError on a login answer %s', async (_label, spoil) => {
    const shop = await aShop(live.db)
    const result = await shopLoginThrough(spoiling(spoil), shop.identifiant)
    expect(Result.isFailure(result) && result.failure).toBeInstanceOf(DecodeError)
  })

  it('accepts the same answer unspoiled', async () => {
    const shop = await aShop(live.db)
    const result = await shopLoginThrough(
      spoiling((answer) => answer),
      shop.identifiant,
    )
    expect(Result.isSuccess(result) && result.success.shop.id).toBe(shop.id)
  })
})
