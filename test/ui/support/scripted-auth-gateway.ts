import { Effect, Layer } from 'effect'
import type { DecodeError, NetworkError, Rejected } from '../../../src/application/errors'
import { AuthGateway } from '../../../src/application/ports/auth-gateway'
import { tokenStoreMemoryLayer } from '../../../src/infrastructure/token-store.memory'

type LoginFailure = Effect.Effect<never, Rejected | NetworkError | DecodeError>

// For answers the in-memory twin never gives (another server message, a call that hangs):
// both logins end as scripted; the other calls are never reached by these tests.
export function scriptedLoginLayer(outcome: LoginFailure) {
  const gateway = AuthGateway.of({
    shopLogin: () => outcome,
    adminLogin: () => outcome,
    currentShop: () => Effect.never,
    currentAdmin: () => Effect.never,
    shop: () => Effect.never,
    logout: () => Effect.void,
  })
  return Layer.mergeAll(Layer.succeed(AuthGateway, gateway), tokenStoreMemoryLayer())
}
