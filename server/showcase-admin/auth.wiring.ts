import type { AdminRepository } from '../platform/administrators/administrators.public'
import { currentShowcaseAdmin, exchangeSso } from '../platform/auth/exchange-sso.use-case'
import { logout } from '../platform/auth/logout.use-case'
import { refreshSession } from '../platform/auth/refresh-session.use-case'
import type { SessionDeps } from '../platform/auth/sessions'
import type { ShowcaseAdminAuth } from './auth/showcase-admin-auth'
import type { SecondFactorUseCases } from '../platform/second-factor/second-factor.public'

// The showcase administrators' storefront sessions (decision 036): the portal's session machinery under
// the storefront-admin audience, which the Storefront API alone accepts and refreshes.
export function wireShowcaseAdminAuth(input: {
  sessions: SessionDeps
  admins: AdminRepository
  secondFactor: SecondFactorUseCases
}): ShowcaseAdminAuth {
  const { sessions, admins } = input
  return {
    secondFactor: input.secondFactor,
    accessTokens: sessions.accessTokens,
    exchangeSso: exchangeSso({ ...sessions, admins }),
    currentAdmin: currentShowcaseAdmin({ admins }),
    refreshSession: refreshSession(sessions, ['storefront-admin']),
    logout: logout(sessions),
  }
}
