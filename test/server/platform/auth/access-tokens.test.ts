import { decodeJwt, decodeProtectedHeader } from 'jose'
import { describe, expect, it } from 'vitest'
import { createAccessTokens } from '../../../../server/platform/auth/access-tokens'
import { testClock } from '../../support/test-clock'

const SECRET = 'secret-de-test-long-de-plus-de-trente-deux-caracteres'

describe('access tokens (decisions §3)', () => {
  it('signs HS256 with aud, sub as a string and a 15 minute expiry', async () => {
    const tokens = createAccessTokens({ secret: SECRET, clock: testClock() })
    const token = await tokens.sign({ audience: 'shop', subjectId: 42, sessionId: 'famille' })
    const claims = decodeJwt(token)
    expect(decodeProtectedHeader(token).alg).toBe('HS256')
    expect(claims.aud).toBe('shop')
    expect(claims.sub).toBe('42')
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60)
    expect(await tokens.verify(token, ['shop'])).toEqual({ audience: 'shop', subjectId: 42, sessionId: 'famille' })
  })

  it('gives sso tokens 2 minutes', async () => {
    const clock = testClock()
    const tokens = createAccessTokens({ secret: SECRET, clock })
    const token = await tokens.sign({ audience: 'sso', subjectId: 1, sessionId: null })
    clock.advance(119_000)
    expect(await tokens.verify(token, ['sso'])).not.toBeNull()
    clock.advance(2_000)
    expect(await tokens.verify(token, ['sso'])).toBeNull()
  })

  it('refuses a token of another audience', async () => {
    const tokens = createAccessTokens({ secret: SECRET, clock: testClock() })
    const token = await tokens.sign({ audience: 'admin', subjectId: 1, sessionId: null })
    expect(await tokens.verify(token, ['shop', 'storefront-admin'])).toBeNull()
    expect(await tokens.verify(token, [])).toBeNull()
  })

  it('refuses a tampered payload and an unsigned token', async () => {
    const tokens = createAccessTokens({ secret: SECRET, clock: testClock() })
    const token = await tokens.sign({ audience: 'shop', subjectId: 1, sessionId: null })
    const [header, payload, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url')
    expect(await tokens.verify(`${header}.${tampered}.${signature}`, ['shop'])).toBeNull()
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    expect(await tokens.verify(`${none}.${payload}.`, ['shop'])).toBeNull()
  })

  it('refuses a token signed with another secret', async () => {
    const clock = testClock()
    const forged = await createAccessTokens({ secret: `${SECRET}-autre`, clock }).sign({
      audience: 'shop',
      subjectId: 1,
      sessionId: null,
    })
    expect(await createAccessTokens({ secret: SECRET, clock }).verify(forged, ['shop'])).toBeNull()
  })
})
