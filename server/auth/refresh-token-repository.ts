import type { TokenAudience } from './token-audience'

export type StoredRefreshToken = {
  id: number
  familyId: string
  audience: TokenAudience
  subjectId: number
  expiresAt: Date
  revokedAt: Date | null
  replacedBy: number | null
}

export type NewRefreshToken = {
  tokenHash: string
  familyId: string
  audience: TokenAudience
  subjectId: number
  expiresAt: Date
}

export type RotationOutcome =
  | { kind: 'rotated'; familyId: string; audience: TokenAudience; subjectId: number }
  | { kind: 'rejected'; reason: 'unknown' | 'revoked' | 'expired' | 'reused' }

export type RotationContext = { now: Date; acceptedAudiences: readonly TokenAudience[] }

export type RefreshTokenRepository = {
  create(token: NewRefreshToken): Promise<void>
  findByHash(tokenHash: string): Promise<StoredRefreshToken | null>
  // Atomic: the presented token is checked, replaced and (on reuse) its family revoked in one transaction.
  rotate(
    presentedHash: string,
    replacement: { tokenHash: string; expiresAt: Date },
    context: RotationContext,
  ): Promise<RotationOutcome>
  // One statement: either every listed family is revoked or none is.
  revokeFamilies(familyIds: readonly string[], now: Date): Promise<void>
}
