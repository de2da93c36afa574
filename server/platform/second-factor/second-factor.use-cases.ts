import { SECOND_FACTOR_MESSAGES as M } from '../../../src/domain/messages/second-factor-messages'
import { isSecondFactorRequired, type SecondFactorPolicy } from '../../../src/domain/second-factor'
import type { AdminAccount, AdminRepository } from '../administrators/administrators.public'
import { newTotpSecret, otpauthUri } from './totp.otpauth'
import {
  type CodeDeps,
  matchingStep,
  newRecoveryCodes,
  ownEvent,
  readTotp,
  subjectOf,
  useCode,
} from './second-factor-codes'

// An administrator's own second factor, the super administrators' policy and reset
// (docs/decisions/063-second-factor.md). Refusals are values; the routes turn them into answers.

export type Refusal = { ok: false; status: 400 | 401 | 404 | 409; message: string }
export type Outcome<T> = { ok: true; value: T } | Refusal
const refuse = (status: Refusal['status'], message: string): Refusal => ({ ok: false, status, message })
const done = <T>(value: T): Outcome<T> => ({ ok: true, value })

export type SecondFactorStatus = { enabled: boolean; required: boolean; recoveryCodesLeft: number }
export type Enrolment = { secret: string; otpauthUri: string }

export type SecondFactorDeps = CodeDeps & { admins: AdminRepository }

export function secondFactorUseCases(deps: SecondFactorDeps) {
  const { store, cipher, clock } = deps
  const isEnabled = async (adminId: number) => (await store.find(adminId))?.enabledAt != null

  return {
    isEnabled,
    /** True when the policy requires the factor of this administrator, who has not turned it on. */
    async isMissing(admin: AdminAccount): Promise<boolean> {
      if (!isSecondFactorRequired(await store.readPolicy(), admin.role)) return false
      return !(await isEnabled(admin.id))
    },
    async status(admin: AdminAccount): Promise<SecondFactorStatus> {
      const [enabled, policy] = await Promise.all([isEnabled(admin.id), store.readPolicy()])
      const recoveryCodesLeft = enabled ? await store.recoveryCodesLeft(admin.id) : 0
      return { enabled, required: isSecondFactorRequired(policy, admin.role), recoveryCodesLeft }
    },
    /** A new secret, shown this once; a previous unconfirmed one is replaced. */
    async startEnrolment(admin: AdminAccount): Promise<Outcome<Enrolment>> {
      const secret = newTotpSecret()
      const saved = await store.savePending(admin.id, cipher.seal(secret, admin.id), clock.now())
      if (!saved) return refuse(409, M.alreadyEnabled)
      return done({ secret, otpauthUri: otpauthUri(secret, admin.login) })
    },
    /** The first code turns the factor on and gives the ten recovery codes. */
    async confirmEnrolment(admin: AdminAccount, typed: string): Promise<Outcome<string[]>> {
      const factor = await store.find(admin.id)
      if (factor === null) return refuse(409, M.notEnrolling)
      if (factor.enabledAt !== null) return refuse(409, M.alreadyEnabled)
      const secret = cipher.open(factor.encryptedSecret, admin.id)
      const code = readTotp(typed)
      const now = clock.now()
      const step = secret === null || code === null ? null : matchingStep(secret, code, factor.lastUsedStep, now)
      if (step === null) {
        await store.record(ownEvent(admin, 'second_factor_failed'))
        return refuse(400, M.invalidCode)
      }
      const { codes, hashes } = newRecoveryCodes()
      const enabled = await store.enable(admin.id, step, hashes, ownEvent(admin, 'second_factor_enabled'), now)
      return enabled ? done(codes) : refuse(409, M.alreadyEnabled)
    },
    /** New recovery codes against a current code of the app (a recovery code does not renew them). */
    async regenerateRecoveryCodes(admin: AdminAccount, typed: string): Promise<Outcome<string[]>> {
      if (!(await isEnabled(admin.id))) return refuse(409, M.notEnabled)
      if (!(await useCode(deps, admin, typed, { allowRecovery: false }))) return refuse(400, M.invalidCode)
      const { codes, hashes } = newRecoveryCodes()
      await store.replaceRecoveryCodes(admin.id, hashes, ownEvent(admin, 'second_factor_recovery_codes_renewed'))
      return done(codes)
    },
    readPolicy: (): Promise<SecondFactorPolicy> => store.readPolicy(),
    async savePolicy(actor: AdminAccount, policy: SecondFactorPolicy): Promise<SecondFactorPolicy> {
      const event = { ...ownEvent(actor, 'second_factor_policy', { policy }), subject: { id: 1, entity: 'settings' } }
      await store.savePolicy(policy, event, clock.now())
      return policy
    },
    /** A super administrator turns another's factor off: codes gone, every session of theirs ended. */
    async reset(actor: AdminAccount, targetId: number): Promise<Outcome<null>> {
      const target = await deps.admins.findById(targetId)
      if (target === null) return refuse(404, 'Ressource introuvable.')
      const event = {
        actor: { id: actor.id, login: actor.login },
        subject: subjectOf(target),
        action: 'second_factor_reset',
      }
      await store.reset(target.id, event, clock.now())
      return done(null)
    },
  }
}

export type SecondFactorUseCases = ReturnType<typeof secondFactorUseCases>
