import type { AdminRepository } from '../platform/administrators/administrators.public'
import { currentShowcaseAdmin, exchangeSso } from '../platform/auth/exchange-sso.use-case'
import { logout } from '../platform/auth/logout.use-case'
import { refreshSession } from '../platform/auth/refresh-session.use-case'
import type { SessionDeps } from '../platform/auth/sessions'
import type { ShowcaseAdminAuth } from './auth/showcase-admin-auth'

// The showcase administrators' storefront sessions (decision 036): the portal's session machinery under
// the storefront-admin audience, which the Storefront API alone accepts and refreshes.
export function wireShowcaseAdminAuth(input: { sessions: SessionDeps; admins: AdminRepository }): ShowcaseAdminAuth {
  const { sessions, admins } = input
  return {
    accessTokens: sessions.accessTokens,
    exchangeSso: exchangeSso({ ...sessions, admins }),
    currentAdmin: currentShowcaseAdmin({ admins }),
    refreshSession: refreshSession(sessions, ['storefront-admin']),
    logout: logout(sessions),
  }
}
