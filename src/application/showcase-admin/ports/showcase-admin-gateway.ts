import { Context, type Effect } from 'effect'
import type { TokenSet } from '../../../domain/session-rules'
import type { DecodeError, GatewayError, NetworkError, Rejected } from '../../errors'
import type { Credentials } from '../../session/ports/auth-gateway'

/** Spec §3 "Storefront SSO admin", keeping the wire's names like the other identities. */
export type ShowcaseAdmin = {
  readonly sso_id: number
  readonly login: string
  readonly email: string
}

type LoginFailure = Rejected | NetworkError | DecodeError

/**
 * The showcase administrators' calls (spec §4, §7): the SSO step on the Portal API, the exchange and
 * the session on the Storefront API. The tokens of each step come back for the use case to store.
 */
export class ShowcaseAdminGateway extends Context.Service<
  ShowcaseAdminGateway,
  {
    /** POST /admin/sso/vitrine/login (portal): the SSO set and the login to exchange it with. */
    readonly ssoLogin: (c: Credentials) => Effect.Effect<{ tokens: TokenSet; login: string }, LoginFailure>
    /** POST /auth/admins (storefront) with the SSO access token and the login. */
    readonly exchange: (
      ssoAccessToken: string,
      login: string,
    ) => Effect.Effect<{ tokens: TokenSet; admin: ShowcaseAdmin }, LoginFailure>
    /** GET /auth/current on the storefront with the stored storefront-admin set. */
    readonly current: () => Effect.Effect<ShowcaseAdmin, GatewayError>
    /**
     * POST /auth/admins/logout (storefront) or /admin/sso/logout (portal), each with its stored set
     * and an empty body; best effort: a failure still lets the browser forget the tokens.
     */
    readonly logout: (session: 'storefront' | 'sso') => Effect.Effect<void>
  }
>()('ecrin/ShowcaseAdminGateway') {}
