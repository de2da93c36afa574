import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decideRotation, type PresentedRefreshToken, REFRESH_REUSE_GRACE_MS } from '../../src/domain/refresh-rotation'

const now = new Date('2026-03-01T10:00:00Z')
const context = { now, acceptedAudiences: ['shop', 'admin'] }
const live: PresentedRefreshToken = {
  audience: 'shop',
  expiresAt: new Date('2026-03-31T10:00:00Z'),
  revokedAt: null,
  replacedBy: null,
  rotatedAt: null,
}

describe('refresh rotation: worked examples (decisions §3)', () => {
  it('rotates a live token', () => {
    expect(decideRotation(live, context)).toEqual({ kind: 'rotate' })
  })

  it('revokes the family when a rotated token comes back', () => {
    expect(decideRotation({ ...live, replacedBy: 2 }, context)).toEqual({ kind: 'revoke-family' })
  })

  it('hands the same pair out again within 30 s of the rotation, and revokes after', () => {
    const rotated = (msAgo: number) => ({ ...live, replacedBy: 2, rotatedAt: new Date(now.getTime() - msAgo) })
    expect(decideRotation(rotated(0), context)).toEqual({ kind: 'replay-pair' })
    expect(decideRotation(rotated(30_000), context)).toEqual({ kind: 'replay-pair' })
    expect(decideRotation(rotated(30_001), context)).toEqual({ kind: 'revoke-family' })
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
  rotatedAt: fc.option(instant, { nil: null }),
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

  const successorId = fc.integer({ min: 1, max: 1_000_000 })

  it('a replayed live-family token rotated over 30 s ago always revokes the family, even once expired', () => {
    const age = fc.integer({ min: REFRESH_REUSE_GRACE_MS + 1, max: 400 * 24 * 3600 * 1000 })
    fc.assert(
      fc.property(token, rotationContext, successorId, age, fc.boolean(), (presented, ctx, successor, ms, old) => {
        fc.pre(ctx.acceptedAudiences.includes(presented.audience))
        // A row rotated before the grace window existed has no rotation time.
        const rotatedAt = old ? null : new Date(ctx.now.getTime() - ms)
        const replayed = { ...presented, revokedAt: null, replacedBy: successor, rotatedAt }
        expect(decideRotation(replayed, ctx)).toEqual({ kind: 'revoke-family' })
      }),
    )
  })

  it('a replayed live-family token rotated within 30 s gives the same pair again, even once expired', () => {
    const age = fc.integer({ min: 0, max: REFRESH_REUSE_GRACE_MS })
    fc.assert(
      fc.property(token, rotationContext, successorId, age, (presented, ctx, successor, ms) => {
        fc.pre(ctx.acceptedAudiences.includes(presented.audience))
        const rotatedAt = new Date(ctx.now.getTime() - ms)
        const replayed = { ...presented, revokedAt: null, replacedBy: successor, rotatedAt }
        expect(decideRotation(replayed, ctx)).toEqual({ kind: 'replay-pair' })
      }),
    )
  })

  it('never hands a pair out for a token that was not rotated, or whose family is revoked', () => {
    fc.assert(
      fc.property(token, rotationContext, (presented, ctx) => {
        fc.pre(presented.replacedBy === null || presented.revokedAt !== null)
        expect(decideRotation(presented, ctx).kind).not.toBe('replay-pair')
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
