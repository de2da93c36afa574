import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  IDENTITIES,
  REMEMBER_ME_KEYS,
  TOKEN_STORAGE_KEYS,
  decideAfterRefresh,
  decideAfterResponse,
  sessionsToEndAtStart,
  tokenPlacement,
  type Identity,
  type StorageArea,
  type TokenSet,
} from '../../src/domain/session-rules'

const identity: fc.Arbitrary<Identity> = fc.constantFrom(...IDENTITIES)
const status = fc.integer({ min: 100, max: 599 })
// 401 is one status in 500: weight it so the refresh path is exercised on most runs.
const answer = fc.oneof(fc.constant(401), status)
const tokenSet: fc.Arbitrary<TokenSet> = fc.record({
  AccessToken: fc.string(),
  RefreshToken: fc.string(),
  UserId: fc.string(),
})
const startupSession = fc.record({ identity, rememberMe: fc.boolean(), hasSessionToken: fc.boolean() })

describe('session rules: storage keys (spec §6)', () => {
  it('uses the spec keys for each identity', () => {
    expect(TOKEN_STORAGE_KEYS).toEqual({
      shop: 'token',
      admin: 'admin_token',
      'storefront-portal': 'admin_storefront_portal_tokens',
      storefront: 'admin_storefront_tokens',
    })
    expect(REMEMBER_ME_KEYS).toEqual({
      shop: 'rememberMe',
      admin: 'admin_rememberMe',
      'storefront-portal': 'admin_storefront_rememberMe',
      storefront: 'admin_storefront_rememberMe',
    })
  })

  it('keeps each token set under its own key', () => {
    expect(new Set(Object.values(TOKEN_STORAGE_KEYS)).size).toBe(IDENTITIES.length)
  })
})

describe('session rules: token placement (spec §4)', () => {
  it('rememberMe keeps tokens in local storage, otherwise in session storage', () => {
    expect(tokenPlacement(true)).toEqual({ keepIn: 'local', removeFrom: 'session' })
    expect(tokenPlacement(false)).toEqual({ keepIn: 'session', removeFrom: 'local' })
  })

  it('tokens live in exactly one storage after any sequence of logins', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }), (rememberChoices) => {
        const stored: Record<StorageArea, boolean> = { local: false, session: false }
        for (const rememberMe of rememberChoices) {
          const { keepIn, removeFrom } = tokenPlacement(rememberMe)
          stored[keepIn] = true
          stored[removeFrom] = false
          expect([stored.local, stored.session].filter(Boolean)).toHaveLength(1)
        }
        expect(stored.local).toBe(rememberChoices.at(-1))
      }),
    )
  })
})

describe('session rules: sessions ended at start (spec §4)', () => {
  it('ends exactly the admin sessions without rememberMe that hold a session-level token', () => {
    fc.assert(
      fc.property(fc.array(startupSession, { maxLength: 8 }), (sessions) => {
        const ended = sessionsToEndAtStart(sessions)
        for (const id of IDENTITIES) {
          const expected =
            id !== 'shop' && sessions.some((s) => s.identity === id && !s.rememberMe && s.hasSessionToken)
          expect(ended.includes(id)).toBe(expected)
        }
        expect(new Set(ended).size).toBe(ended.length)
      }),
    )
  })

  it('never ends a shop session', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (rememberMe, hasSessionToken) => {
        expect(sessionsToEndAtStart([{ identity: 'shop', rememberMe, hasSessionToken }])).toEqual([])
      }),
    )
  })

  it('keeps a remembered admin logged in', () => {
    expect(sessionsToEndAtStart([{ identity: 'admin', rememberMe: true, hasSessionToken: true }])).toEqual([])
    expect(sessionsToEndAtStart([{ identity: 'admin', rememberMe: false, hasSessionToken: true }])).toEqual(['admin'])
  })
})

describe('session rules: 401 handling (spec §4, decisions §3)', () => {
  it('a non-authenticated call is never refreshed', () => {
    fc.assert(
      fc.property(answer, fc.boolean(), (s, retried) => {
        expect(decideAfterResponse({ status: s, authenticated: false, retried })).toEqual({ kind: 'done' })
      }),
    )
  })

  it('any status other than 401 is done', () => {
    fc.assert(
      fc.property(
        status.filter((s) => s !== 401),
        fc.boolean(),
        fc.boolean(),
        (s, authenticated, retried) => {
          expect(decideAfterResponse({ status: s, authenticated, retried })).toEqual({ kind: 'done' })
        },
      ),
    )
  })

  it('a first 401 on an authenticated call refreshes then retries; a second 401 is never retried', () => {
    expect(decideAfterResponse({ status: 401, authenticated: true, retried: false })).toEqual({
      kind: 'refresh-then-retry',
    })
    expect(decideAfterResponse({ status: 401, authenticated: true, retried: true })).toEqual({
      kind: 'session-expired',
    })
  })

  it('the refresh is tried at most once per request, whatever the server answers', () => {
    fc.assert(
      fc.property(answer, answer, fc.boolean(), (first, second, authenticated) => {
        // Drive a request the way the HTTP adapter does and count the refreshes.
        let refreshes = 0
        let retried = false
        let outcome = decideAfterResponse({ status: first, authenticated, retried })
        if (outcome.kind === 'refresh-then-retry') {
          refreshes += 1
          retried = true
          outcome = decideAfterResponse({ status: second, authenticated, retried })
        }
        expect(refreshes).toBeLessThanOrEqual(1)
        expect(outcome.kind).not.toBe('refresh-then-retry')
        expect(outcome.kind === 'session-expired').toBe(authenticated && first === 401 && second === 401)
      }),
    )
  })

  it('a successful refresh yields its tokens, a failed one yields null', () => {
    fc.assert(
      fc.property(tokenSet, (tokens) => {
        expect(decideAfterRefresh({ ok: true, tokens })).toEqual(tokens)
        expect(decideAfterRefresh({ ok: false })).toBeNull()
      }),
    )
  })
})
