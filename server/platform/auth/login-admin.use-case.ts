import type { AdminAccount, AdminRepository } from '../administrators/administrators.public'
import { isEcommerceAdmin } from '../administrators/administrators.public'
import { checkPassword } from './credential-check'
import type { Credentials, LoginResult } from './login-shop.use-case'
import type { PasswordHasher } from './password-hasher'
import { startSession, type SessionDeps } from './sessions'

export type LoginAdminDeps = SessionDeps & {
  admins: AdminRepository
  passwords: PasswordHasher
  // With the second factor on, the password step answers a challenge instead of tokens (decision 063).
  secondFactor: SecondFactorGate
}

/** What the password steps ask of the second factor: a challenge when the account has it on, else null. */
export type SecondFactorGate = { challengeFor(adminId: number, surface: 'admin' | 'sso'): Promise<string | null> }

/** The tokens, a refusal, or the second factor's challenge (docs/decisions/063-second-factor.md). */
export type AdminLoginResult = LoginResult<AdminAccount> | { kind: 'second-factor-required'; challenge: string }

// Only e-commerce admins log in here; showcase (vitrine) admins go through the SSO step.
export function loginAdmin(deps: LoginAdminDeps) {
  return async (credentials: Credentials): Promise<AdminLoginResult> => {
    const found = await deps.admins.findByLogin(credentials.login)
    const valid = await checkPassword(deps.passwords, found?.passwordHash ?? null, credentials.password)
    if (found === null || !valid || !found.active || !isEcommerceAdmin(found.role))
      return { kind: 'invalid-credentials' }
    const challenge = await deps.secondFactor.challengeFor(found.id, 'admin')
    if (challenge !== null) return { kind: 'second-factor-required', challenge }
    const { passwordHash: _hidden, ...account } = found
    const tokens = await startSession(deps, 'admin', found.id)
    return { kind: 'authenticated', tokens, account }
  }
}
