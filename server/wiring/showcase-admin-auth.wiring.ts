import type { AdminRepository } from '../admins/admins.public'
import { currentShowcaseAdmin, exchangeSso } from '../auth/exchange-sso.use-case'
import { logout } from '../auth/logout.use-case'
import { refreshSession } from '../auth/refresh-session.use-case'
import type { SessionDeps } from '../auth/sessions'
import type { ShowcaseAdminAuth } from '../storefront/admin-auth/showcase-admin-auth'

// The showcase administrators' storefront sessions (issue 9): the portal's session machinery under
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
