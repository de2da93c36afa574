// What to do with a presented refresh token (decisions §3): tokens are rotated on every use, and
// the reuse of a rotated one revokes its whole family.

export type PresentedRefreshToken<Audience extends string = string> = {
  readonly audience: Audience
  readonly expiresAt: Date
  readonly revokedAt: Date | null
  readonly replacedBy: number | null
}

export type RotationContext<Audience extends string = string> = {
  readonly now: Date
  readonly acceptedAudiences: readonly Audience[]
}

export type RotationDecision =
  | { kind: 'rotate' }
  | { kind: 'reject'; reason: 'unknown' | 'revoked' | 'expired' }
  | { kind: 'revoke-family' }

// A token that was already rotated is being replayed (stolen or raced): the whole family goes, so
// the thief's and the owner's newest tokens both stop working. A token of an audience this surface
// does not serve is unknown here, and left untouched. A revoked family stays revoked (no second revoke).
export function decideRotation<Audience extends string>(
  stored: PresentedRefreshToken<Audience> | null,
  context: RotationContext<Audience>,
): RotationDecision {
  const { now, acceptedAudiences } = context
  if (stored === null || !acceptedAudiences.includes(stored.audience)) return { kind: 'reject', reason: 'unknown' }
  if (stored.revokedAt !== null) return { kind: 'reject', reason: 'revoked' }
  if (stored.replacedBy !== null) return { kind: 'revoke-family' }
  if (stored.expiresAt.getTime() <= now.getTime()) return { kind: 'reject', reason: 'expired' }
  return { kind: 'rotate' }
}
