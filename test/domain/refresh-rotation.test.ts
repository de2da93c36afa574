import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decideRotation, type PresentedRefreshToken } from '../../src/domain/refresh-rotation'

const now = new Date('2026-03-01T10:00:00Z')
const context = { now, acceptedAudiences: ['shop', 'admin'] }
const live: PresentedRefreshToken = {
  audience: 'shop',
  expiresAt: new Date('2026-03-31T10:00:00Z'),
  revokedAt: null,
  replacedBy: null,
}

describe('refresh rotation: worked examples (decisions §3)', () => {
  it('rotates a live token', () => {
    expect(decideRotation(live, context)).toEqual({ kind: 'rotate' })
  })

  it('revokes the family when a rotated token comes back', () => {
    expect(decideRotation({ ...live, replacedBy: 2 }, context)).toEqual({ kind: 'revoke-family' })
  })

  it('rejects unknown, revoked and expired tokens', () => {
    expect(decideRotation(null, context)).toEqual({ kind: 'reject', reason: 'unknown' })
    const revoked = { ...live, revokedAt: now, replacedBy: 2 }
    expect(decideRotation(revoked, context)).toEqual({ kind: 'reject', reason: 'revoked' })
    expect(decideRotation({ ...live, expiresAt: now }, context)).toEqual({ kind: 'reject', reason: 'expired' })
  })

  it('treats a token of an audience the surface does not serve as unknown', () => {
    const foreign = { ...live, audience: 'storefront-admin', replacedBy: 2 }
    expect(decideRotation(foreign, context)).toEqual({ kind: 'reject', reason: 'unknown' })
  })
})

const audience = fc.constantFrom('shop', 'admin', 'sso', 'storefront-admin')
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }).map((ms) => new Date(ms))
const token: fc.Arbitrary<PresentedRefreshToken> = fc.record({
  audience,
  expiresAt: instant,
  revokedAt: fc.option(instant, { nil: null }),
  replacedBy: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
})
const rotationContext = fc.record({
  now: instant,
  acceptedAudiences: fc.subarray(['shop', 'admin', 'sso', 'storefront-admin']),
})

describe('refresh rotation: properties', () => {
  it('rotates exactly the served, unrevoked, never-rotated, unexpired tokens', () => {
    fc.assert(
      fc.property(token, rotationContext, (presented, ctx) => {
        const usable =
          ctx.acceptedAudiences.includes(presented.audience) &&
          presented.revokedAt === null &&
          presented.replacedBy === null &&
          presented.expiresAt.getTime() > ctx.now.getTime()
        expect(decideRotation(presented, ctx).kind === 'rotate').toBe(usable)
      }),
    )
  })

  it('a replayed (already rotated) live-family token always revokes the family, even once expired', () => {
    fc.assert(
      fc.property(token, rotationContext, fc.integer({ min: 1, max: 1_000_000 }), (presented, ctx, successor) => {
        fc.pre(ctx.acceptedAudiences.includes(presented.audience))
        const replayed = { ...presented, revokedAt: null, replacedBy: successor }
        expect(decideRotation(replayed, ctx)).toEqual({ kind: 'revoke-family' })
      }),
    )
  })

  it('never touches a token of an audience the surface does not serve', () => {
    fc.assert(
      fc.property(token, rotationContext, (presented, ctx) => {
        fc.pre(!ctx.acceptedAudiences.includes(presented.audience))
        expect(decideRotation(presented, ctx)).toEqual({ kind: 'reject', reason: 'unknown' })
      }),
    )
  })

  it('a revoked token is only ever rejected', () => {
    fc.assert(
      fc.property(token, rotationContext, instant, (presented, ctx, revokedAt) => {
        expect(decideRotation({ ...presented, revokedAt }, ctx).kind).toBe('reject')
      }),
    )
  })
})
