import { Effect, Layer } from 'effect'
import type { DecodeError, NetworkError, Rejected } from '../../../src/application/errors'
import { SecondFactorGateway } from '../../../src/application/backoffice/ports/second-factor-gateway'
import { AuthGateway } from '../../../src/application/session/ports/auth-gateway'

type LoginFailure = Effect.Effect<never, Rejected | NetworkError | DecodeError>

// For what the server cannot be made to answer (another refusal message, a call that hangs, no
// network): both logins end as scripted; the other calls are never reached by these tests. No rule.
export function scriptedLoginLayer(outcome: LoginFailure): Layer.Layer<AuthGateway> {
  return Layer.succeed(
    AuthGateway,
    AuthGateway.of({
      shopLogin: () => outcome,
      adminLogin: () => outcome,
      currentShop: () => Effect.never,
      currentAdmin: () => Effect.never,
      shop: () => Effect.never,
      logout: () => Effect.void,
    }),
  )
}

// The administrators' password step goes through the second factor's port (decision 063), not AuthGateway: the
// e-commerce admin's sign-in ends as scripted; the other calls are never reached by these tests. No rule.
export function scriptedAdminSignInLayer(outcome: LoginFailure): Layer.Layer<SecondFactorGateway> {
  const unreached = () => Effect.never
  return Layer.succeed(
    SecondFactorGateway,
    SecondFactorGateway.of({
      adminLogin: () => outcome,
      adminCode: unreached,
      ssoLogin: unreached,
      ssoCode: unreached,
      status: unreached,
      start: unreached,
      confirm: unreached,
      regenerate: unreached,
      readPolicy: unreached,
      savePolicy: unreached,
      reset: unreached,
    }),
  )
}
