import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { makeWebStorageTokenStore } from '../../../src/infrastructure/session/token-store.web-storage'
import { aTokenSet } from '../support/builders'

// Browsers with storage disabled throw on every access: the app must then behave as logged out.
const blocked: Storage = {
  get length(): number {
    throw new DOMException('blocked', 'SecurityError')
  },
  clear: () => {
    throw new DOMException('blocked', 'SecurityError')
  },
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError')
  },
  key: () => {
    throw new DOMException('blocked', 'SecurityError')
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('blocked', 'SecurityError')
  },
}

describe('TokenStore over blocked Web Storage', () => {
  it('never throws and reads as logged out', () => {
    const store = makeWebStorageTokenStore(() => ({ local: blocked, session: blocked }))
    Effect.runSync(store.save('shop', aTokenSet(), true))
    Effect.runSync(store.clear('shop'))
    expect(Effect.runSync(store.read('shop'))).toBeNull()
    expect(Effect.runSync(store.rememberMe('shop'))).toBe(false)
    expect(Effect.runSync(store.hasSessionToken('shop'))).toBe(false)
  })
})
