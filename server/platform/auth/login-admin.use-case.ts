import type { AdminAccount, AdminRepository } from '../administrators/administrators.public'
import { isEcommerceAdmin } from '../administrators/administrators.public'
import { checkPassword } from './credential-check'
import type { Credentials, LoginResult } from './login-shop.use-case'
import type { PasswordHasher } from './password-hasher'
import { startSession, type SessionDeps } from './sessions'

export type LoginAdminDeps = SessionDeps & { admins: AdminRepository; passwords: PasswordHasher }

// Only e-commerce admins log in here; showcase (vitrine) admins go through the SSO step.
export function loginAdmin(deps: LoginAdminDeps) {
  return async (credentials: Credentials): Promise<LoginResult<AdminAccount>> => {
    const found = await deps.admins.findByLogin(credentials.login)
    const valid = await checkPassword(deps.passwords, found?.passwordHash ?? null, credentials.password)
    if (found === null || !valid || !found.active || !isEcommerceAdmin(found.role))
      return { kind: 'invalid-credentials' }
    const { passwordHash: _hidden, ...account } = found
    const tokens = await startSession(deps, 'admin', found.id)
    return { kind: 'authenticated', tokens, account }
  }
}
