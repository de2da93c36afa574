import type { AdminRepository } from '../administrators/administrators.public'
import { checkPassword } from './credential-check'
import type { AdminLoginResult, SecondFactorGate } from './login-admin.use-case'
import type { Credentials } from './login-shop.use-case'
import type { PasswordHasher } from './password-hasher'
import { startSession, type SessionDeps } from './sessions'

export type LoginSsoDeps = SessionDeps & {
  admins: AdminRepository
  passwords: PasswordHasher
  // With the second factor on, the password step answers a challenge instead of tokens (decision 063).
  secondFactor: SecondFactorGate
}

/**
 * Step one of the showcase admin's sign-in (spec §4): only an active `vitrine` administrator gets a
 * short-lived `sso` session, whose access token the storefront exchanges for its own (step two).
 * E-commerce administrators sign in at /admin/login and are refused here, as everyone else.
 */
export function loginSso(deps: LoginSsoDeps) {
  return async (credentials: Credentials): Promise<AdminLoginResult> => {
    const found = await deps.admins.findByLogin(credentials.login)
    const valid = await checkPassword(deps.passwords, found?.passwordHash ?? null, credentials.password)
    if (found === null || !valid || !found.active || found.role !== 'vitrine') return { kind: 'invalid-credentials' }
    const challenge = await deps.secondFactor.challengeFor(found.id, 'sso')
    if (challenge !== null) return { kind: 'second-factor-required', challenge }
    const { passwordHash: _hidden, ...account } = found
    const tokens = await startSession(deps, 'sso', found.id)
    return { kind: 'authenticated', tokens, account }
  }
}
