import type { AdminAccount } from '../../platform/administrators/administrators.public'
import type {
  AccessClaims,
  AccessTokens,
  LoginResult,
  RefreshResult,
  SsoExchange,
} from '../../platform/auth/auth.public'

/** The showcase administrators' sessions on the Storefront API (spec §7), wired by the composition root. */
export type ShowcaseAdminAuth = {
  accessTokens: AccessTokens
  /** POST /auth/admins: an SSO access token and its login for a storefront-admin session. */
  exchangeSso(exchange: SsoExchange): Promise<LoginResult<AdminAccount>>
  /** The active showcase administrator behind a storefront-admin token, or null. */
  currentAdmin(subjectId: number): Promise<AdminAccount | null>
  /** Rotates storefront-admin refresh tokens only. */
  refreshSession(presentedToken: string): Promise<RefreshResult>
  logout(caller: AccessClaims, refreshToken: string | null): Promise<void>
}
