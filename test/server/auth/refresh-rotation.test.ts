import { describe, expect, it } from 'vitest'
import { decideRotation } from '../../../server/auth/refresh-rotation'
import type { StoredRefreshToken } from '../../../server/auth/refresh-token-repository'

const now = new Date('2026-03-01T10:00:00Z')
const context = { now, acceptedAudiences: ['shop', 'admin'] as const }
const live: StoredRefreshToken = {
  id: 1,
  familyId: 'famille',
  audience: 'shop',
  subjectId: 7,
  expiresAt: new Date('2026-03-31T10:00:00Z'),
  revokedAt: null,
  replacedBy: null,
}

describe('decideRotation', () => {
  it('rotates a live token', () => {
    expect(decideRotation(live, context)).toEqual({ kind: 'rotate' })
  })

  it('revokes the family when a rotated token comes back', () => {
    expect(decideRotation({ ...live, replacedBy: 2 }, context)).toEqual({ kind: 'revoke-family' })
  })

  it('rejects unknown, revoked and expired tokens', () => {
    expect(decideRotation(null, context)).toEqual({ kind: 'reject', reason: 'unknown' })
    expect(decideRotation({ ...live, revokedAt: now, replacedBy: 2 }, context)).toEqual({ kind: 'reject', reason: 'revoked' })
    expect(decideRotation({ ...live, expiresAt: now }, context)).toEqual({ kind: 'reject', reason: 'expired' })
  })

  it('treats a token of an audience the surface does not serve as unknown', () => {
    expect(decideRotation({ ...live, audience: 'storefront-admin', replacedBy: 2 }, context)).toEqual({ kind: 'reject', reason: 'unknown' })
  })
})
