import { Effect } from 'effect'
import { Rejected, SessionExpired } from '../../application/errors'
import type { MemoryShop, Outcome, PortalWorld } from './portal-world.memory'

export function fromOutcome<A>(outcome: Outcome<A>): Effect.Effect<A, Rejected> {
  return outcome.ok ? Effect.succeed(outcome.value) : Effect.fail(new Rejected({ status: outcome.status, message: outcome.message }))
}

/** Runs a world operation as the signed-in shop; no shop reads as a session that could not be renewed. */
export function asCaller<A>(world: PortalWorld, action: (caller: MemoryShop) => Outcome<A>): Effect.Effect<A, SessionExpired | Rejected> {
  return world.signedInShop().pipe(
    Effect.flatMap((shopId): Effect.Effect<A, SessionExpired | Rejected> => {
      const caller = shopId === null ? undefined : world.shops.get(shopId)
      return caller === undefined ? Effect.fail(new SessionExpired()) : fromOutcome(action(caller))
    }),
  )
}
