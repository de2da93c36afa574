import { Effect } from 'effect'
import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TokenStore } from '../../../src/application/session/ports/token-store'
import { IDENTITIES, type Identity, type TokenSet } from '../../../src/domain/session-rules'
import { makeMemoryTokenStore } from '../../../src/infrastructure/session/token-store.memory'
import { makeWebStorageTokenStore } from '../../../src/infrastructure/session/token-store.web-storage'
import { aTokenSet } from '../support/builders'

// The same cases against every TokenStore adapter: what one promises, the other keeps.

const adapters: Array<[string, () => TokenStore['Service']]> = [
  ['memory', () => makeMemoryTokenStore()],
  [
    'web-storage',
    () => makeWebStorageTokenStore(() => ({ local: window.localStorage, session: window.sessionStorage })),
  ],
]

beforeEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})

describe.each(adapters)('TokenStore contract: %s', (_name, makeStore) => {
  const run = Effect.runSync

  it('reads nothing, no flag and no session token for an identity never saved', () => {
    const store = makeStore()
    for (const identity of IDENTITIES) {
      expect(run(store.read(identity))).toBeNull()
      expect(run(store.rememberMe(identity))).toBe(false)
      expect(run(store.hasSessionToken(identity))).toBe(false)
    }
  })

  it.each([true, false])('reads back a set saved with rememberMe %s, and the flag', (rememberMe) => {
    const store = makeStore()
    run(store.save('shop', aTokenSet(), rememberMe))
    expect(run(store.read('shop'))).toEqual(aTokenSet())
    expect(run(store.rememberMe('shop'))).toBe(rememberMe)
    expect(run(store.hasSessionToken('shop'))).toBe(!rememberMe)
  })

  it('moves the set when saved again with the other choice', () => {
    const store = makeStore()
    run(store.save('admin', aTokenSet({ AccessToken: 'old' }), false))
    run(store.save('admin', aTokenSet({ AccessToken: 'new' }), true))
    expect(run(store.read('admin'))?.AccessToken).toBe('new')
    expect(run(store.hasSessionToken('admin'))).toBe(false)
  })

  it('clears a set from wherever it is', () => {
    const store = makeStore()
    run(store.save('admin', aTokenSet(), false))
    run(store.clear('admin'))
    expect(run(store.read('admin'))).toBeNull()
    expect(run(store.hasSessionToken('admin'))).toBe(false)
  })

  it('keeps identities apart, except the showcase pair sharing one rememberMe flag', () => {
    const store = makeStore()
    run(store.save('shop', aTokenSet({ AccessToken: 'shop' }), true))
    run(store.save('storefront', aTokenSet({ AccessToken: 'storefront' }), true))
    expect(run(store.read('admin'))).toBeNull()
    expect(run(store.rememberMe('admin'))).toBe(false)
    expect(run(store.read('storefront-portal'))).toBeNull()
    expect(run(store.rememberMe('storefront-portal'))).toBe(true)
    run(store.clear('shop'))
    expect(run(store.read('storefront'))?.AccessToken).toBe('storefront')
  })

  it('always reads the last saved set, held in exactly the area the last rememberMe chose', () => {
    const identity = fc.constantFrom(...IDENTITIES)
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('save' as const),
        identity,
        rememberMe: fc.boolean(),
        access: fc.string({ minLength: 1, maxLength: 8 }),
      }),
      fc.record({ kind: fc.constant('clear' as const), identity }),
    )
    fc.assert(
      fc.property(fc.array(op, { maxLength: 20 }), (ops) => {
        window.localStorage.clear()
        window.sessionStorage.clear()
        const store = makeStore()
        const expected = new Map<Identity, { set: TokenSet; rememberMe: boolean }>()
        for (const o of ops) {
          if (o.kind === 'save') {
            const set = aTokenSet({ AccessToken: o.access })
            run(store.save(o.identity, set, o.rememberMe))
            expected.set(o.identity, { set, rememberMe: o.rememberMe })
          } else {
            run(store.clear(o.identity))
            expected.delete(o.identity)
          }
        }
        for (const id of IDENTITIES) {
          const last = expected.get(id)
          expect(run(store.read(id))).toEqual(last?.set ?? null)
          expect(run(store.hasSessionToken(id))).toBe(last !== undefined && !last.rememberMe)
        }
      }),
    )
  })
})
