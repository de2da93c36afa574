import { Context, type Effect } from 'effect'
import type { DecodeError, GatewayError, NetworkError, Rejected } from '../../errors'

/** Anonymous calls are never refreshed, so they cannot end in SessionExpired. */
export type AnonymousError = Rejected | NetworkError | DecodeError

export type PasswordReset = { readonly token: string; readonly password: string; readonly confirmation: string }

export type PasswordChange = { readonly current: string; readonly password: string; readonly confirmation: string }

/** Account calls of the Portal API (spec §7): the server's French message comes back on success. */
export class AccountGateway extends Context.Service<
  AccountGateway,
  {
    /** POST /forgot-password { identifiant }, no token; answers the same whether the identifiant exists or not. */
    readonly forgotPassword: (identifiant: string) => Effect.Effect<{ readonly message: string }, AnonymousError>
    /** POST /change-password { token, password, password_confirmation }, no token. */
    readonly resetPassword: (reset: PasswordReset) => Effect.Effect<{ readonly message: string }, AnonymousError>
    /** POST /change-password { data: { current_password, password, password_confirmation } } as the shop. */
    readonly changePassword: (change: PasswordChange) => Effect.Effect<{ readonly message: string }, GatewayError>
    /** GET /auth/ecommerce/authentication-link -> the short-lived link to open in a new tab. */
    readonly ecommerceLink: () => Effect.Effect<string, GatewayError>
  }
>()('ecrin/AccountGateway') {}
