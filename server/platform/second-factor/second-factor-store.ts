import type { SecondFactorPolicy } from '../../../src/domain/second-factor'
import type { AdminActor } from '../audit/audit.public'

// What the second factor's use cases need of the database (docs/decisions/063-second-factor.md).

export type StoredSecondFactor = {
  encryptedSecret: string
  /** Null while the enrolment waits for its first code. */
  enabledAt: Date | null
  lastUsedStep: number | null
}

/** An audit record about the administrator `subject` (their own account's history). */
export type SecondFactorEvent = {
  actor: AdminActor
  subject: { id: number; entity: string }
  action: string
  details?: Record<string, unknown>
}

export type SecondFactorStore = {
  find(adminId: number): Promise<StoredSecondFactor | null>
  /** Starts (or restarts) an enrolment; refused (false) when the factor is already on. */
  savePending(adminId: number, encryptedSecret: string, now: Date): Promise<boolean>
  /**
   * Atomic: records `step` as used only when it is later than the last used one; false otherwise, so
   * two requests racing with one code cannot both pass.
   */
  useStep(adminId: number, step: number, now: Date): Promise<boolean>
  /** One transaction: the factor on, `step` used, the recovery codes replaced, the audit record. */
  enable(
    adminId: number,
    step: number,
    codeHashes: readonly string[],
    event: SecondFactorEvent,
    now: Date,
  ): Promise<boolean>
  /** One transaction: the recovery codes replaced and the audit record. */
  replaceRecoveryCodes(adminId: number, codeHashes: readonly string[], event: SecondFactorEvent): Promise<void>
  /** Atomic: marks an unused code used, with its audit record; false when none matches. */
  useRecoveryCode(adminId: number, codeHash: string, event: SecondFactorEvent, now: Date): Promise<boolean>
  recoveryCodesLeft(adminId: number): Promise<number>
  /** One transaction: factor and codes removed, every session of the administrator ended, the audit record. */
  reset(adminId: number, event: SecondFactorEvent, now: Date): Promise<void>
  /** Single use of a sign-in challenge: false when it was already exchanged. */
  consumeChallenge(challengeId: string, expiresAt: Date, now: Date): Promise<boolean>
  readPolicy(): Promise<SecondFactorPolicy>
  savePolicy(policy: SecondFactorPolicy, event: SecondFactorEvent, now: Date): Promise<void>
  record(event: SecondFactorEvent): Promise<void>
}
