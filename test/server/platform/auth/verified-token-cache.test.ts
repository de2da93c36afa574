import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { createAccessTokens } from '../../../../server/platform/auth/access-tokens'
import { verifiedTokenCache } from '../../../../server/platform/auth/verified-token-cache'
import { testClock } from '../../support/test-clock'

const SECRET = 'secret-de-test-long-de-plus-de-trente-deux-caracteres'

// The HMAC check of WebCrypto, watched (the suite's own console.error spy is left alone).
let hmac: MockInstance | null = null
const watchHmac = () => (hmac = vi.spyOn(crypto.subtle, 'verify'))
afterEach(() => {
  hmac?.mockRestore()
  hmac = null
})

describe('access tokens verified once per token (decision 050)', () => {
  it('checks the signature of a token once, not on every request', async () => {
    const tokens = createAccessTokens({ secret: SECRET, clock: testClock() })
    const token = await tokens.sign({ audience: 'shop', subjectId: 7, sessionId: null })
    const checks = watchHmac()
    for (let request = 0; request < 5; request += 1) {
      expect(await tokens.verify(token, ['shop'])).toEqual({ audience: 'shop', subjectId: 7, sessionId: null })
    }
    expect(checks).toHaveBeenCalledTimes(1)
  })

  it('still refuses a known token once expired, and for an audience not accepted', async () => {
    const clock = testClock()
    const tokens = createAccessTokens({ secret: SECRET, clock })
    const token = await tokens.sign({ audience: 'sso', subjectId: 1, sessionId: null })
    expect(await tokens.verify(token, ['sso'])).not.toBeNull()
    expect(await tokens.verify(token, ['shop', 'admin'])).toBeNull()
    clock.advance(119_000)
    expect(await tokens.verify(token, ['sso'])).not.toBeNull()
    clock.advance(2_000)
    expect(await tokens.verify(token, ['sso'])).toBeNull()
  })

  it('hands each caller its own claims: changing one answer does not change the next', async () => {
    const tokens = createAccessTokens({ secret: SECRET, clock: testClock() })
    const token = await tokens.sign({ audience: 'shop', subjectId: 3, sessionId: null })
    const first = await tokens.verify(token, ['shop'])
    if (first === null) throw new Error('refused')
    first.subjectId = 99
    expect(await tokens.verify(token, ['shop'])).toMatchObject({ subjectId: 3 })
  })

  it('never keeps a token that failed a check', async () => {
    const clock = testClock()
    const forged = await createAccessTokens({ secret: `${SECRET}-autre`, clock }).sign({
      audience: 'shop',
      subjectId: 1,
      sessionId: null,
    })
    const tokens = createAccessTokens({ secret: SECRET, clock })
    const checks = watchHmac()
    expect(await tokens.verify(forged, ['shop'])).toBeNull()
    expect(await tokens.verify(forged, ['shop'])).toBeNull()
    expect(checks).toHaveBeenCalledTimes(2)
  })
})

describe('verifiedTokenCache', () => {
  const claims = (subjectId: number) => ({ audience: 'shop' as const, subjectId, sessionId: null })

  it('forgets a token at its exp, as jose does (valid while exp > now)', () => {
    const cache = verifiedTokenCache()
    cache.keep('t', claims(1), 1000)
    expect(cache.find('t', 999)).toEqual(claims(1))
    expect(cache.find('t', 1000)).toBeNull()
    expect(cache.find('t', 999)).toBeNull()
  })

  it('stays bounded: the oldest token goes first', () => {
    const cache = verifiedTokenCache(2)
    cache.keep('a', claims(1), 1000)
    cache.keep('b', claims(2), 1000)
    cache.keep('c', claims(3), 1000)
    expect(cache.find('a', 0)).toBeNull()
    expect(cache.find('b', 0)).toEqual(claims(2))
    expect(cache.find('c', 0)).toEqual(claims(3))
  })
})
