import { SECOND_FACTOR_MESSAGES as M } from '../../../src/domain/messages/second-factor-messages'
import type { AdminAccount, AdminRepository } from '../administrators/administrators.public'
import { isEcommerceAdmin } from '../administrators/administrators.public'
import type { SecondFactorGate } from '../auth/auth.public'
import { startSession, type SessionDeps, type SessionTokens } from '../auth/auth.public'
import { type CodeDeps, useCode } from './second-factor-codes'
import type { SignInChallenges, SignInSurface } from './sign-in-challenge'

// The second step of an administrator's sign-in (docs/decisions/063-second-factor.md): the password
// step answered a challenge instead of tokens; the challenge and a code now open the session the
// password step would have opened, at the same door.

export type SecondStepResult =
  | { kind: 'authenticated'; tokens: SessionTokens; account: AdminAccount }
  | { kind: 'refused'; message: string }

export type SecondStepDeps = CodeDeps & {
  sessions: SessionDeps
  admins: AdminRepository
  challenges: SignInChallenges
}

// Who may finish at each door: the same roles as its password step.
const mayUse = (surface: SignInSurface, admin: AdminAccount) =>
  admin.active && (surface === 'admin' ? isEcommerceAdmin(admin.role) : admin.role === 'vitrine')

export function secondFactorGate(deps: Pick<SecondStepDeps, 'store' | 'challenges'>): SecondFactorGate {
  return {
    async challengeFor(adminId, surface) {
      const factor = await deps.store.find(adminId)
      if (factor === null || factor.enabledAt === null) return null
      return deps.challenges.issue(adminId, surface)
    },
  }
}

export function completeSecondStep(deps: SecondStepDeps) {
  return async (surface: SignInSurface, body: { challenge: string; code: string }): Promise<SecondStepResult> => {
    const challenge = await deps.challenges.verify(body.challenge, surface)
    const admin = challenge === null ? null : await deps.admins.findById(challenge.adminId)
    if (challenge === null || admin === null || !mayUse(surface, admin)) {
      return { kind: 'refused', message: M.expiredChallenge }
    }
    if (!(await useCode(deps, admin, body.code, { allowRecovery: true }))) {
      return { kind: 'refused', message: M.invalidCode }
    }
    // After the code: a wrong code leaves the challenge usable for the right one (within its five minutes).
    const now = deps.clock.now()
    if (!(await deps.store.consumeChallenge(challenge.challengeId, challenge.expiresAt, now))) {
      return { kind: 'refused', message: M.expiredChallenge }
    }
    const tokens = await startSession(deps.sessions, surface, admin.id)
    return { kind: 'authenticated', tokens, account: admin }
  }
}

export type CompleteSecondStep = ReturnType<typeof completeSecondStep>
