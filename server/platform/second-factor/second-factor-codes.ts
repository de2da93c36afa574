import { createHash, randomBytes } from 'node:crypto'
import {
  judgeTotpCode,
  RECOVERY_CODE_COUNT,
  readSecondFactorCode,
  recoveryCodeFrom,
  timeStepAt,
} from '../../../src/domain/second-factor'
import type { AdminAccount } from '../administrators/administrators.public'
import type { Clock } from '../shared/clock'
import type { SecretCipher } from './secret-cipher'
import type { SecondFactorEvent, SecondFactorStore } from './second-factor-store'
import { sameCode, totpCodeAt } from './totp.otpauth'

// Checking a typed code against an administrator's factor (docs/decisions/063-second-factor.md): the
// window rule is the domain's, the single use is the store's conditional write, and every refusal is
// audited. The secret is opened here and nowhere else, and never leaves this file.

export type CodeDeps = { store: SecondFactorStore; cipher: SecretCipher; clock: Clock }

/** Whose history an event belongs to: each back office reads its own administrators' entity. */
export const subjectOf = (admin: AdminAccount) => ({
  id: admin.id,
  entity: admin.role === 'vitrine' ? 'vitrine_administrator' : 'administrator',
})
export const ownEvent = (
  admin: AdminAccount,
  action: string,
  details?: Record<string, unknown>,
): SecondFactorEvent => ({
  actor: { id: admin.id, login: admin.login },
  subject: subjectOf(admin),
  action,
  details,
})

export const hashRecoveryCode = (code: string) => createHash('sha256').update(code).digest('hex')

/** Ten fresh codes, and the hashes the store keeps. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFrom(randomBytes(10)))
  return { codes, hashes: codes.map(hashRecoveryCode) }
}

/** The time step a TOTP code matches under the window rule, or null; nothing is recorded. */
export function matchingStep(secret: string, code: string, lastUsedStep: number | null, now: Date): number | null {
  const verdict = judgeTotpCode({
    currentStep: timeStepAt(now.getTime()),
    lastUsedStep,
    matches: (step) => sameCode(totpCodeAt(secret, step), code),
  })
  return verdict.kind === 'accepted' ? verdict.step : null
}

export type CodeCheck = { allowRecovery: boolean }

/**
 * Whether `typed` is a good code of the administrator's enabled factor, used up if so: a TOTP code's
 * step is recorded, a recovery code is marked used. A refusal is audited as `second_factor_failed`.
 */
export async function useCode(deps: CodeDeps, admin: AdminAccount, typed: string, check: CodeCheck): Promise<boolean> {
  const accepted = await tryCode(deps, admin, typed, check)
  if (!accepted) await deps.store.record(ownEvent(admin, 'second_factor_failed'))
  return accepted
}

async function tryCode(deps: CodeDeps, admin: AdminAccount, typed: string, check: CodeCheck): Promise<boolean> {
  const factor = await deps.store.find(admin.id)
  if (factor === null || factor.enabledAt === null) return false
  const code = readSecondFactorCode(typed)
  const now = deps.clock.now()
  if (code.kind === 'recovery' && check.allowRecovery) {
    const event = ownEvent(admin, 'second_factor_recovery_code_used')
    return deps.store.useRecoveryCode(admin.id, hashRecoveryCode(code.code), event, now)
  }
  if (code.kind !== 'totp') return false
  const secret = deps.cipher.open(factor.encryptedSecret, admin.id)
  if (secret === null) return false
  const step = matchingStep(secret, code.code, factor.lastUsedStep, now)
  return step !== null && deps.store.useStep(admin.id, step, now)
}

/** The six digits of a typed TOTP code, or null for anything else (a recovery code included). */
export function readTotp(typed: string): string | null {
  const code = readSecondFactorCode(typed)
  return code.kind === 'totp' ? code.code : null
}
