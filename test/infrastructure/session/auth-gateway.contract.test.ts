import { eq } from 'drizzle-orm'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { Rejected, SessionExpired } from '../../../src/application/errors'
import { type Admin, AuthGateway } from '../../../src/application/session/ports/auth-gateway'
import { TokenStore } from '../../../src/application/session/ports/token-store'
import { shops } from '../../../server/platform/db/schema'
import { aShopAccount, shopAsRead } from '../../application/support/builders'
import { aBrand, anAdmin, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { liveGateways } from '../../support/live-server/live-gateways'
import { useLiveServer } from '../../support/live-server/live-server'

// The HTTP adapter against the production server in this process: what the port promises is what
// the server does. Each test builds its own accounts, since the tests share one database.

const live = useLiveServer()

const WRONG_CREDENTIALS = 'Les identifiants renseignés sont incorrects ou inexistants'
const FIFTEEN_MINUTES_AND_MORE = 16 * 60_000
const MORE_THAN_A_REFRESH_LIFETIME = 31 * 24 * 60 * 60_000

function setup() {
  const h = liveGateways(live)
  const logIn = (credentials: { login: string; password: string }, rememberMe = true) =>
    h.run(
      Effect.gen(function* () {
        const { tokens } = yield* (yield* AuthGateway).shopLogin(credentials)
        yield* (yield* TokenStore).save('shop', tokens, rememberMe)
        return tokens
      }),
    )
  return { ...h, logIn }
}

describe('AuthGateway over HTTP, against the server', () => {
  it('logs a shop in with its token set and its shop', async () => {
    const h = setup()
    const { brand, shop, credentials } = await aShopAccount(live)
    const answer = await h.run(AuthGateway.use((g) => g.shopLogin(credentials)))
    expect(answer.shop).toEqual(shopAsRead(shop, brand))
    expect(answer.tokens.UserId).toBe(String(shop.id))
    expect(answer.tokens.AccessToken).not.toBe('')
    expect(answer.tokens.RefreshToken).not.toBe(answer.tokens.AccessToken)
  })

  it('reads brand thresholds that are not configured as null', async () => {
    const h = setup()
    const { brand, credentials } = await aShopAccount(live, { francoQty: null, francoPrice: null, shippingFee: 0 })
    const answer = await h.run(AuthGateway.use((g) => g.shopLogin(credentials)))
    expect(answer.shop.brand).toEqual({
      id: brand.id,
      name: brand.name,
      franco_qty: null,
      franco_price: null,
      shipping_fee: 0,
    })
  })

  it.each([
    ['a wrong password', (login: string) => ({ login, password: 'nope' })],
    ['an unknown login', () => ({ login: 'inconnu', password: DEFAULT_PASSWORD })],
  ])('refuses a shop login with %s, with the server message', async (_case, credentialsFor) => {
    const h = setup()
    const { shop } = await aShopAccount(live)
    const error = await h.flip(AuthGateway.use((g) => g.shopLogin(credentialsFor(shop.identifiant))))
    expect(error).toBeInstanceOf(Rejected)
    expect(error).toMatchObject({ status: 401, message: WRONG_CREDENTIALS })
  })

  it('logs an admin in, and refuses each identity’s credentials at the other’s door', async () => {
    const h = setup()
    const admin = await anAdmin(live.db)
    const answer = await h.run(AuthGateway.use((g) => g.adminLogin({ login: admin.login, password: DEFAULT_PASSWORD })))
    expect(answer.admin).toEqual<Admin>({ id: admin.id, login: admin.login, email: admin.email, role: 'super_admin' })
    expect(answer.tokens.UserId).toBe(String(admin.id))
    const { credentials } = await aShopAccount(live)
    expect(await h.flip(AuthGateway.use((g) => g.adminLogin(credentials)))).toMatchObject({
      _tag: 'Rejected',
      status: 401,
    })
    const asShop = await h.flip(AuthGateway.use((g) => g.shopLogin({ login: admin.login, password: DEFAULT_PASSWORD })))
    expect(asShop).toMatchObject({ _tag: 'Rejected', status: 401, message: WRONG_CREDENTIALS })
  })

  it('reads the current shop, with its validator, and the current admin of stored sessions', async () => {
    const h = setup()
    const brand = await aBrand(live.db)
    const headOffice = await aShop(live.db, { brandId: brand.id })
    const shop = await aShop(live.db, { brandId: brand.id, validatorId: headOffice.id })
    await h.logIn({ login: shop.identifiant, password: DEFAULT_PASSWORD })
    expect(await h.run(AuthGateway.use((g) => g.currentShop()))).toEqual(shopAsRead(shop, brand))
    await h.logIn({ login: headOffice.identifiant, password: DEFAULT_PASSWORD })
    expect(await h.run(AuthGateway.use((g) => g.currentShop()))).toEqual(shopAsRead(headOffice, brand, true))
    const admin = await anAdmin(live.db)
    h.save('admin', await live.loginAdmin(admin.login, DEFAULT_PASSWORD), false)
    expect(await h.run(AuthGateway.use((g) => g.currentAdmin()))).toEqual<Admin>({
      id: admin.id,
      login: admin.login,
      email: admin.email,
      role: 'super_admin',
    })
  })

  it('ends in SessionExpired without a stored set', async () => {
    const h = setup()
    expect(await h.flip(AuthGateway.use((g) => g.currentShop()))).toBeInstanceOf(SessionExpired)
  })

  it('renews an expired access token once, keeping the user id and the storage area', async () => {
    const h = setup()
    const { brand, shop, credentials } = await aShopAccount(live)
    const first = await h.logIn(credentials, false)
    live.clock.advance(FIFTEEN_MINUTES_AND_MORE)
    const before = live.calls.length
    expect(await h.run(AuthGateway.use((g) => g.currentShop()))).toEqual(shopAsRead(shop, brand))
    expect(live.calls.slice(before)).toEqual([
      { method: 'GET', path: '/portal-api/auth/current', status: 401 },
      { method: 'POST', path: '/portal-api/refresh-token', status: 200 },
      { method: 'GET', path: '/portal-api/auth/current', status: 200 },
    ])
    expect(h.finalUnauthorizedCount()).toBe(0)
    const renewed = h.tokens.areas.session.get('shop')
    expect(renewed?.AccessToken).not.toBe(first.AccessToken)
    expect(renewed?.RefreshToken).not.toBe(first.RefreshToken)
    expect(renewed?.UserId).toBe(first.UserId)
    expect(h.tokens.areas.local.has('shop')).toBe(false)
  })

  it('forgets a session that cannot be renewed', async () => {
    const h = setup()
    await h.logIn((await aShopAccount(live)).credentials)
    live.clock.advance(MORE_THAN_A_REFRESH_LIFETIME)
    expect(await h.flip(AuthGateway.use((g) => g.currentShop()))).toBeInstanceOf(SessionExpired)
    expect(h.tokens.areas.local.has('shop')).toBe(false)
    expect(h.finalUnauthorizedCount()).toBe(1)
  })

  // The server answers 401 for a token whose account is gone, and renewing does not bring it back.
  it('ends in SessionExpired once the account is deleted', async () => {
    const h = setup()
    const { shop, credentials } = await aShopAccount(live)
    await h.logIn(credentials)
    await live.db.delete(shops).where(eq(shops.id, shop.id))
    expect(await h.flip(AuthGateway.use((g) => g.currentShop()))).toBeInstanceOf(SessionExpired)
  })

  it("reads the caller's own shop and answers 404 for another one", async () => {
    const h = setup()
    const { brand, shop, credentials } = await aShopAccount(live)
    const other = await aShop(live.db, { brandId: brand.id })
    await h.logIn(credentials)
    expect(await h.run(AuthGateway.use((g) => g.shop(shop.id)))).toEqual(shopAsRead(shop, brand))
    const error = await h.flip(AuthGateway.use((g) => g.shop(other.id)))
    expect(error).toBeInstanceOf(Rejected)
    expect(error).toMatchObject({ status: 404, message: 'Ressource introuvable.' })
  })

  it('logs out by revoking the refresh token: the session can no longer be renewed', async () => {
    const h = setup()
    const tokens = await h.logIn((await aShopAccount(live)).credentials)
    await h.run(AuthGateway.use((g) => g.logout('shop', tokens.RefreshToken)))
    expect(live.calls.at(-1)).toEqual({ method: 'POST', path: '/portal-api/logout', status: 200 })
    live.clock.advance(FIFTEEN_MINUTES_AND_MORE)
    expect(await h.flip(AuthGateway.use((g) => g.currentShop()))).toBeInstanceOf(SessionExpired)
  })

  it('never fails on logout for an unknown token, and still ends the caller’s session', async () => {
    const h = setup()
    const { credentials } = await aShopAccount(live)
    await h.logIn(credentials)
    await expect(h.run(AuthGateway.use((g) => g.logout('shop', 'inconnu')))).resolves.toBeUndefined()
    // The access token names its session, which logout revoked: access ends at once (decision 026).
    expect(await h.flip(AuthGateway.use((g) => g.currentShop()))).toBeInstanceOf(SessionExpired)
  })
})
