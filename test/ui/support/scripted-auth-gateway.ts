import { Effect, Layer } from 'effect'
import type { DecodeError, NetworkError, Rejected } from '../../../src/application/errors'
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
