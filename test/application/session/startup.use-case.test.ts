import { Effect, Layer } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AuthGateway } from '../../../src/application/session/ports/auth-gateway'
import type { TokenStore } from '../../../src/application/session/ports/token-store'
import { endSessionsAtStart, hasToken } from '../../../src/application/session/startup.use-case'
import { IDENTITIES, type Identity, REMEMBER_ME_KEYS, type TokenSet } from '../../../src/domain/session-rules'
import { emptyTokenState, tokenStoreMemoryLayer } from '../../../src/infrastructure/session/token-store.memory'

// Start-up reads and clears the stored sets, and sends the admin logout: a recording gateway here,
// the live server in startup-logout.use-case.test.ts.
function aSessionWorld() {
  const tokens = emptyTokenState()
  const logouts: Array<{ who: string; refreshToken: string }> = []
  const unused = () => Effect.die('not called at start-up')
  const gateway = Layer.succeed(AuthGateway, {
    shopLogin: unused,
    adminLogin: unused,
    currentShop: unused,
    currentAdmin: unused,
    shop: unused,
    logout: (who, refreshToken) => Effect.sync(() => void logouts.push({ who, refreshToken })),
  })
  const layer = Layer.merge(tokenStoreMemoryLayer(tokens), gateway)
  const run = <A, E>(effect: Effect.Effect<A, E, TokenStore | AuthGateway>) =>
    Effect.runPromise(Effect.provide(effect, layer))
  return { tokens, run, logouts }
}

const aSet = (name: string): TokenSet => ({
  AccessToken: `${name}-access`,
  RefreshToken: `${name}-refresh`,
  UserId: '1',
})

describe('endSessionsAtStart', () => {
  it('ends an admin session kept in the session area without rememberMe', async () => {
    const world = aSessionWorld()
    world.tokens.areas.session.set('admin', aSet('admin'))
    world.tokens.rememberMe.set(REMEMBER_ME_KEYS.admin, false)
    expect(await world.run(endSessionsAtStart())).toEqual(['admin'])
    expect(world.tokens.areas.session.has('admin')).toBe(false)
    expect(world.logouts).toEqual([{ who: 'admin', refreshToken: 'admin-refresh' }])
  })

  it('ends both showcase sets, which share one rememberMe flag', async () => {
    const world = aSessionWorld()
    world.tokens.areas.session.set('storefront-portal', aSet('portal'))
    world.tokens.areas.session.set('storefront', aSet('storefront'))
    expect(await world.run(endSessionsAtStart())).toEqual(['storefront-portal', 'storefront'])
    expect(world.tokens.areas.session.size).toBe(0)
  })

  it('never ends the shop session', async () => {
    const world = aSessionWorld()
    world.tokens.areas.session.set('shop', aSet('shop'))
    world.tokens.rememberMe.set(REMEMBER_ME_KEYS.shop, false)
    expect(await world.run(endSessionsAtStart())).toEqual([])
    expect(world.tokens.areas.session.has('shop')).toBe(true)
  })

  it('keeps an admin session that asked to be remembered', async () => {
    const world = aSessionWorld()
    world.tokens.areas.local.set('admin', aSet('admin'))
    world.tokens.rememberMe.set(REMEMBER_ME_KEYS.admin, true)
    expect(await world.run(endSessionsAtStart())).toEqual([])
    expect(world.tokens.areas.local.has('admin')).toBe(true)
    expect(world.logouts).toEqual([])
  })

  it('ends exactly the non-shop sessions without rememberMe that sit in the session area', async () => {
    const placement = fc.constantFrom('none', 'local', 'session', 'both')
    const worldState = fc.record({
      places: fc.record(
        Object.fromEntries(IDENTITIES.map((identity) => [identity, placement])) as Record<Identity, typeof placement>,
      ),
      flags: fc.dictionary(fc.constantFrom(...Object.values(REMEMBER_ME_KEYS)), fc.boolean()),
    })
    await fc.assert(
      fc.asyncProperty(worldState, async ({ places, flags }) => {
        const world = aSessionWorld()
        for (const identity of IDENTITIES) {
          const place = places[identity]
          if (place === 'local' || place === 'both') world.tokens.areas.local.set(identity, aSet(identity))
          if (place === 'session' || place === 'both') world.tokens.areas.session.set(identity, aSet(identity))
        }
        for (const [key, value] of Object.entries(flags)) world.tokens.rememberMe.set(key, value)
        const ended = await world.run(endSessionsAtStart())
        for (const identity of IDENTITIES) {
          const inSession = places[identity] === 'session' || places[identity] === 'both'
          const shouldEnd = identity !== 'shop' && inSession && flags[REMEMBER_ME_KEYS[identity]] !== true
          expect(ended.includes(identity)).toBe(shouldEnd)
          const stillThere = world.tokens.areas.local.has(identity) || world.tokens.areas.session.has(identity)
          expect(stillThere).toBe(places[identity] !== 'none' && !shouldEnd)
        }
        // Only the e-commerce admin has a logout call; it is sent exactly when its session ends.
        expect(world.logouts).toEqual(ended.includes('admin') ? [{ who: 'admin', refreshToken: 'admin-refresh' }] : [])
      }),
    )
  })
})

describe('hasToken', () => {
  it('tells whether an identity has a stored set, in either area', async () => {
    const world = aSessionWorld()
    world.tokens.areas.session.set('admin', aSet('admin'))
    world.tokens.areas.local.set('storefront', aSet('storefront'))
    const answers = await Promise.all(IDENTITIES.map((identity) => world.run(hasToken(identity))))
    expect(answers).toEqual([false, true, false, true])
  })
})
