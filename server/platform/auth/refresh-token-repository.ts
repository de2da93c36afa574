import type { TokenAudience } from '../../../src/domain/token-audiences'

export type StoredRefreshToken = {
  id: number
  familyId: string
  audience: TokenAudience
  subjectId: number
  expiresAt: Date
  revokedAt: Date | null
  replacedBy: number | null
  rotatedAt: Date | null
}

export type NewRefreshToken = {
  tokenHash: string
  familyId: string
  audience: TokenAudience
  subjectId: number
  expiresAt: Date
}

export type SessionOwner = { familyId: string; audience: TokenAudience; subjectId: number }

// What a rotation stores: the new token's hash and the pair it gives, sealed (refresh-token-secret).
export type Replacement = { tokenHash: string; expiresAt: Date; replayPair: string }

export type RotationOutcome =
  | { kind: 'rotated'; owner: SessionOwner }
  // Within the grace window: the pair sealed at the rotation, for the caller to open.
  | { kind: 'replayed'; owner: SessionOwner; replayPair: string }
  | { kind: 'rejected'; reason: 'unknown' | 'revoked' | 'expired' | 'reused' }

export type RotationContext = { now: Date; acceptedAudiences: readonly TokenAudience[] }

export type RefreshTokenRepository = {
  create(token: NewRefreshToken): Promise<void>
  findByHash(tokenHash: string): Promise<StoredRefreshToken | null>
  // Atomic: the presented token is checked, replaced and (on reuse) its family revoked in one
  // transaction. `issue` makes the replacement for the token's owner, only when it is rotated.
  rotate(
    presentedHash: string,
    context: RotationContext,
    issue: (owner: SessionOwner) => Promise<Replacement>,
  ): Promise<RotationOutcome>
  // One statement: either every listed family is revoked or none is.
  revokeFamilies(familyIds: readonly string[], now: Date): Promise<void>
  // One indexed lookup, made on every authenticated request: has the family a token not revoked?
  isFamilyAlive(familyId: string): Promise<boolean>
}
