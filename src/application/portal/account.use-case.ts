import { Effect } from 'effect'
import type { GatewayError } from '../errors'
import { AccountGateway, type AnonymousError, type PasswordChange, type PasswordReset } from './ports/account-gateway'

// Spec §5 allows no client-side form rule: the server judges passwords and answers in French.

/** /forgot-password: the server answers the same whether or not the identifiant exists. */
export const requestPasswordReset = Effect.fn('requestPasswordReset')(function* (
  identifiant: string,
): Effect.fn.Return<{ readonly message: string }, AnonymousError, AccountGateway> {
  return yield* (yield* AccountGateway).forgotPassword(identifiant)
})

/** /reset-password/{token} */
export const resetPassword = Effect.fn('resetPassword')(function* (
  reset: PasswordReset,
): Effect.fn.Return<{ readonly message: string }, AnonymousError, AccountGateway> {
  return yield* (yield* AccountGateway).resetPassword(reset)
})

/** /account/profile */
export const changePassword = Effect.fn('changePassword')(function* (
  change: PasswordChange,
): Effect.fn.Return<{ readonly message: string }, GatewayError, AccountGateway> {
  return yield* (yield* AccountGateway).changePassword(change)
})

/** The short-lived link to the brand's external shop; the UI opens it in a new tab. */
export const openEcommerceLink = Effect.fn('openEcommerceLink')(function* (): Effect.fn.Return<string, GatewayError, AccountGateway> {
  return yield* (yield* AccountGateway).ecommerceLink()
})
