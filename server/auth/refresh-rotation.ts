import type { RotationContext, StoredRefreshToken } from './refresh-token-repository'

export type RotationDecision = { kind: 'rotate' } | { kind: 'reject'; reason: 'unknown' | 'revoked' | 'expired' } | { kind: 'revoke-family' }

// decisions §3: a token that was already rotated is being replayed (stolen or raced):
// the whole family goes, so the thief's and the owner's newest tokens both stop working.
// A token of an audience this surface does not serve is unknown here, and left untouched.
export function decideRotation(stored: StoredRefreshToken | null, context: RotationContext): RotationDecision {
  const { now, acceptedAudiences } = context
  if (stored === null || !acceptedAudiences.includes(stored.audience)) return { kind: 'reject', reason: 'unknown' }
  if (stored.revokedAt !== null) return { kind: 'reject', reason: 'revoked' }
  if (stored.replacedBy !== null) return { kind: 'revoke-family' }
  if (stored.expiresAt.getTime() <= now.getTime()) return { kind: 'reject', reason: 'expired' }
  return { kind: 'rotate' }
}
