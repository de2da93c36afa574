import type { AdminAccount } from '../../platform/administrators/administrators.public'
import type { LoginResult, SsoExchange } from '../../platform/auth/auth.public'
import type { SessionDoor } from '../../platform/http/session-routes'
import type { SecondFactorUseCases } from '../../platform/second-factor/second-factor.public'

/**
 * The showcase administrators' sessions on the Storefront API (spec §7), wired by the composition root;
 * its refresh rotates storefront-admin refresh tokens only.
 */
export type ShowcaseAdminAuth = SessionDoor & {
  /** POST /auth/admins: an SSO access token and its login for a storefront-admin session. */
  exchangeSso(exchange: SsoExchange): Promise<LoginResult<AdminAccount>>
  /** The active showcase administrator behind a storefront-admin token, or null. */
  currentAdmin(subjectId: number): Promise<AdminAccount | null>
  /** Their own second factor (GET/POST /auth/security...) and the policy's door (decision 063). */
  secondFactor: SecondFactorUseCases
}
