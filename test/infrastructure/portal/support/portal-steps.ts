import { Effect } from 'effect'
import type { PortalServices } from '../../../../src/application/app-services'
import { CartGateway, type StoreLine } from '../../../../src/application/ports/cart-gateway'
import { demoPortalSeed } from '../../../../src/infrastructure/portal/portal-seed.memory'
import type { PortalSeed } from '../../../../src/infrastructure/portal/portal-world.memory'

/** Fills the signed-in shop's cart with these lines and orders it; yields the placed order. */
export const placeOrder = (...lines: StoreLine[]): Effect.Effect<{ id: number; number: string; status: string }, unknown, PortalServices> =>
  Effect.gen(function* () {
    const cart = yield* CartGateway
    for (const line of lines) yield* cart.storeLine(line)
    const { id } = yield* cart.current()
    const result = yield* cart.orderCart(id)
    if (!result.success) return yield* Effect.fail(new Error(result.message))
    return result.order
  })

/** The demo seed with a clock that moves one day per reading, from 2026-03-01. */
export function seedWithDailyClock(): PortalSeed {
  let day = 0
  return demoPortalSeed({
    now: () => {
      day += 1
      return new Date(Date.UTC(2026, 2, day, 9))
    },
  })
}
