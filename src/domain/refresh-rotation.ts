// What to do with a presented refresh token (decisions §3): tokens are rotated on every use, and
// the reuse of a rotated one revokes its whole family, except within a short grace window
// (docs/decisions/026-sessions-end-with-their-owner.md).

// Two tabs sharing localStorage refresh at once: the later one presents the token the earlier
// one has just rotated. Within this window it receives the same new pair instead of ending the session.
export const REFRESH_REUSE_GRACE_MS = 30_000

export type PresentedRefreshToken<Audience extends string = string> = {
  readonly audience: Audience
  readonly expiresAt: Date
  readonly revokedAt: Date | null
  readonly replacedBy: number | null
  // When it was rotated; null for a token never rotated (or rotated before the grace window existed).
  readonly rotatedAt: Date | null
}

export type RotationContext<Audience extends string = string> = {
  readonly now: Date
  readonly acceptedAudiences: readonly Audience[]
}

export type RotationDecision =
  | { kind: 'rotate' }
  | { kind: 'replay-pair' }
  | { kind: 'reject'; reason: 'unknown' | 'revoked' | 'expired' }
  | { kind: 'revoke-family' }

// A token that was already rotated is being replayed (stolen or raced): the whole family goes, so
// the thief's and the owner's newest tokens both stop working, unless the rotation is at most
// REFRESH_REUSE_GRACE_MS old (a race between tabs): then the pair it gave is handed out again.
// A token of an audience this surface does not serve is unknown here, and left untouched.
// A revoked family stays revoked (no second revoke).
export function decideRotation<Audience extends string>(
  stored: PresentedRefreshToken<Audience> | null,
  context: RotationContext<Audience>,
): RotationDecision {
  const { now, acceptedAudiences } = context
  if (stored === null || !acceptedAudiences.includes(stored.audience)) return { kind: 'reject', reason: 'unknown' }
  if (stored.revokedAt !== null) return { kind: 'reject', reason: 'revoked' }
  if (stored.replacedBy !== null) {
    return withinGrace(stored.rotatedAt, now) ? { kind: 'replay-pair' } : { kind: 'revoke-family' }
  }
  if (stored.expiresAt.getTime() <= now.getTime()) return { kind: 'reject', reason: 'expired' }
  return { kind: 'rotate' }
}

// A rotation "in the future" (clock skew between processes) counts as within the window only up to its length.
function withinGrace(rotatedAt: Date | null, now: Date): boolean {
  if (rotatedAt === null) return false
  const age = now.getTime() - rotatedAt.getTime()
  return age >= -REFRESH_REUSE_GRACE_MS && age <= REFRESH_REUSE_GRACE_MS
}
