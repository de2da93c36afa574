import { Effect, Layer } from 'effect'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DecodeError, Rejected, SessionExpired } from '../../src/application/errors'
import { AuthGateway } from '../../src/application/ports/auth-gateway'
import { TokenStore } from '../../src/application/ports/token-store'
import { AuthGatewayHttp } from '../../src/infrastructure/auth-gateway.http'
import { authGatewayMemory, type MemoryAuthControls, type MemoryAuthSeed } from '../../src/infrastructure/auth-gateway.memory'
import { createFinalUnauthorizedSignal } from '../../src/infrastructure/http/final-unauthorized'
import { httpClientLayer } from '../../src/infrastructure/http/http-client.fetch'
import { emptyTokenState, type MemoryTokenState, tokenStoreMemoryLayer } from '../../src/infrastructure/token-store.memory'
import { aShop, anAdmin } from '../application/support/builders'
import { TEST_API } from './support/builders'
import { fakePortal } from './support/fake-portal'

// The same cases against the in-memory twin and the HTTP adapter (over msw), so they cannot drift.

const lyon = { login: 'boutique-lyon', password: 'Demo2026!', shop: aShop() }
const paris = { login: 'boutique-paris', password: 'Demo2026!', shop: aShop({ id: 12, identifiant: 'boutique-paris', validator_id: 13 }) }
const admin = { login: 'admin', password: 'Admin2026!', admin: anAdmin() }
const seed: MemoryAuthSeed = { shops: [lyon, paris], admins: [admin] }

type Harness = { layer: Layer.Layer<AuthGateway | TokenStore>; tokens: MemoryTokenState; controls: MemoryAuthControls }

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const adapters: Array<[string, () => Harness]> = [
  [
    'memory',
    () => {
      const tokens = emptyTokenState()
      const auth = authGatewayMemory(seed)
      return { layer: auth.layer.pipe(Layer.provideMerge(tokenStoreMemoryLayer(tokens))), tokens, controls: auth.controls }
    },
  ],
  [
    'http',
    () => {
      const tokens = emptyTokenState()
      const portal = fakePortal(seed)
      server.use(...portal.handlers)
      const client = httpClientLayer({ config: TEST_API, unauthorized: createFinalUnauthorizedSignal() })
      const layer = AuthGatewayHttp.pipe(Layer.provide(client), Layer.provideMerge(tokenStoreMemoryLayer(tokens)))
      return { layer, tokens, controls: portal.controls }
    },
  ],
]

describe.each(adapters)('AuthGateway contract: %s', (_name, makeHarness) => {
  const setup = () => {
    const harness = makeHarness()
    const run = <A, E>(effect: Effect.Effect<A, E, AuthGateway | TokenStore>) => Effect.runPromise(Effect.provide(effect, harness.layer))
    const flip = <A, E>(effect: Effect.Effect<A, E, AuthGateway | TokenStore>) => run(Effect.flip(effect))
    const logIn = (account: typeof lyon, rememberMe = true) =>
      run(
        Effect.gen(function* () {
          const { tokens } = yield* (yield* AuthGateway).shopLogin(account)
          yield* (yield* TokenStore).save('shop', tokens, rememberMe)
          return tokens
        }),
      )
    return { ...harness, run, flip, logIn }
  }

  it('logs a shop in with its token set and its shop', async () => {
    const h = setup()
    const answer = await h.run(AuthGateway.use((g) => g.shopLogin({ login: lyon.login, password: lyon.password })))
    expect(answer.shop).toEqual(lyon.shop)
    expect(answer.tokens.UserId).toBe(String(lyon.shop.id))
    expect(answer.tokens.AccessToken).not.toBe('')
    expect(answer.tokens.RefreshToken).not.toBe(answer.tokens.AccessToken)
  })

  it.each([
    ['a wrong password', { login: lyon.login, password: 'nope' }],
    ['an unknown login', { login: 'inconnu', password: lyon.password }],
    ['admin credentials', { login: admin.login, password: admin.password }],
  ])('refuses a shop login with %s, with the server message', async (_case, credentials) => {
    const h = setup()
    const error = await h.flip(AuthGateway.use((g) => g.shopLogin(credentials)))
    expect(error).toBeInstanceOf(Rejected)
    expect(error).toMatchObject({ status: 401, message: 'Les identifiants renseignés sont incorrects ou inexistants' })
  })

  it('logs an admin in, and refuses shop credentials there', async () => {
    const h = setup()
    const answer = await h.run(AuthGateway.use((g) => g.adminLogin({ login: admin.login, password: admin.password })))
    expect(answer.admin).toEqual(admin.admin)
    expect(answer.tokens.UserId).toBe(String(admin.admin.id))
    const error = await h.flip(AuthGateway.use((g) => g.adminLogin({ login: lyon.login, password: lyon.password })))
    expect(error).toMatchObject({ _tag: 'Rejected', status: 401 })
  })

  it('reads the current shop and the current admin of stored sessions', async () => {
    const h = setup()
    await h.logIn(paris)
    expect(await h.run(AuthGateway.use((g) => g.currentShop()))).toEqual(paris.shop)
    await h.run(
      Effect.gen(function* () {
        const { tokens } = yield* (yield* AuthGateway).adminLogin(admin)
        yield* (yield* TokenStore).save('admin', tokens, false)
      }),
    )
    expect(await h.run(AuthGateway.use((g) => g.currentAdmin()))).toEqual(admin.admin)
  })

  it('ends in SessionExpired without a stored set', async () => {
    const h = setup()
    expect(await h.flip(AuthGateway.use((g) => g.currentShop()))).toBeInstanceOf(SessionExpired)
  })

  it('renews a stale access token once, keeping the user id and the storage area', async () => {
    const h = setup()
    const first = await h.logIn(lyon, false)
    h.controls.expireAccessTokens()
    expect(await h.run(AuthGateway.use((g) => g.currentShop()))).toEqual(lyon.shop)
    const renewed = h.tokens.areas.session.get('shop')
    expect(renewed?.AccessToken).not.toBe(first.AccessToken)
    expect(renewed?.RefreshToken).not.toBe(first.RefreshToken)
    expect(renewed?.UserId).toBe(first.UserId)
    expect(h.tokens.areas.local.has('shop')).toBe(false)
  })

  it('forgets a session that cannot be renewed', async () => {
    const h = setup()
    await h.logIn(lyon)
    h.controls.expireSessions()
    expect(await h.flip(AuthGateway.use((g) => g.currentShop()))).toBeInstanceOf(SessionExpired)
    expect(h.tokens.areas.local.has('shop')).toBe(false)
  })

  it('fails with DecodeError when the current user comes back empty', async () => {
    const h = setup()
    await h.logIn(lyon)
    h.controls.deleteAccount(lyon.login)
    expect(await h.flip(AuthGateway.use((g) => g.currentShop()))).toBeInstanceOf(DecodeError)
  })

  it("reads the caller's own shop and answers 404 for another one", async () => {
    const h = setup()
    await h.logIn(lyon)
    expect(await h.run(AuthGateway.use((g) => g.shop(lyon.shop.id)))).toEqual(lyon.shop)
    const error = await h.flip(AuthGateway.use((g) => g.shop(paris.shop.id)))
    expect(error).toBeInstanceOf(Rejected)
    expect(error).toMatchObject({ status: 404, message: 'Ressource introuvable.' })
  })

  it('logs out by revoking the refresh token: the session can no longer be renewed', async () => {
    const h = setup()
    const tokens = await h.logIn(lyon)
    await h.run(AuthGateway.use((g) => g.logout('shop', tokens.RefreshToken)))
    expect(h.controls.logouts).toEqual([{ who: 'shop', refreshToken: tokens.RefreshToken }])
    h.controls.expireAccessTokens()
    expect(await h.flip(AuthGateway.use((g) => g.currentShop()))).toBeInstanceOf(SessionExpired)
  })

  it('never fails on logout, even for a token the server does not know', async () => {
    const h = setup()
    await h.logIn(lyon)
    await expect(h.run(AuthGateway.use((g) => g.logout('shop', 'inconnu')))).resolves.toBeUndefined()
    expect(await h.run(AuthGateway.use((g) => g.currentShop()))).toEqual(lyon.shop)
  })
})
