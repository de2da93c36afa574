import { Context, type Effect } from 'effect'
import type { TokenSet } from '../../../domain/session-rules'
import type { DecodeError, GatewayError, NetworkError, Rejected } from '../../errors'
import type { Admin, Credentials } from '../../session/ports/auth-gateway'

// The administrators' second factor (decision 063), for both back offices: the sign-in steps that may
// answer a challenge instead of tokens, the administrator's own enrolment, and the super administrators'
// policy and reset. The wire's snake_case names are kept, like the other ports.

/** Which back office's session the call uses: the Portal API's admin, or the storefront's showcase admin. */
export type SecondFactorArea = 'backoffice' | 'showcase-admin'

export type SecondFactorStatus = {
  readonly enabled: boolean
  /** The policy applies to this administrator. */
  readonly required: boolean
  readonly recovery_codes_left: number
}

/** The secret (base32, for manual entry) and the otpauth:// address the QR code carries. */
export type SecondFactorEnrolment = { readonly secret: string; readonly otpauth_uri: string }

export type SecondFactorPolicy = 'off' | 'super' | 'all'

/** A password step's outcome: tokens, or a challenge that a code must answer. */
export type SignInStep<Signed> = ({ readonly kind: 'signed-in' } & Signed) | ChallengeStep
export type ChallengeStep = { readonly kind: 'challenge'; readonly challenge: string }

export type AdminSignedIn = { readonly tokens: TokenSet; readonly admin: Admin }
export type SsoSignedIn = { readonly tokens: TokenSet; readonly login: string }

type LoginFailure = Rejected | NetworkError | DecodeError

export class SecondFactorGateway extends Context.Service<
  SecondFactorGateway,
  {
    /** POST /admin/login. */
    readonly adminLogin: (c: Credentials) => Effect.Effect<SignInStep<AdminSignedIn>, LoginFailure>
    /** POST /admin/login/second-factor. */
    readonly adminCode: (challenge: string, code: string) => Effect.Effect<AdminSignedIn, LoginFailure>
    /** POST /admin/sso/vitrine/login: the SSO set and the login to exchange it with, or a challenge. */
    readonly ssoLogin: (c: Credentials) => Effect.Effect<SignInStep<SsoSignedIn>, LoginFailure>
    /** POST /admin/sso/vitrine/login/second-factor. */
    readonly ssoCode: (challenge: string, code: string) => Effect.Effect<SsoSignedIn, LoginFailure>
    readonly status: (area: SecondFactorArea) => Effect.Effect<SecondFactorStatus, GatewayError>
    readonly start: (area: SecondFactorArea) => Effect.Effect<SecondFactorEnrolment, GatewayError>
    /** Confirms the enrolment with a first code: the ten recovery codes, shown once. */
    readonly confirm: (area: SecondFactorArea, code: string) => Effect.Effect<readonly string[], GatewayError>
    /** New recovery codes against a current code; the old ones stop working. */
    readonly regenerate: (area: SecondFactorArea, code: string) => Effect.Effect<readonly string[], GatewayError>
    readonly readPolicy: () => Effect.Effect<SecondFactorPolicy, GatewayError>
    readonly savePolicy: (policy: SecondFactorPolicy) => Effect.Effect<SecondFactorPolicy, GatewayError>
    /** Super administrators: turns another administrator's second factor off; answers the server's message. */
    readonly reset: (adminId: number) => Effect.Effect<string, GatewayError>
  }
>()('ecrin/SecondFactorGateway') {}
