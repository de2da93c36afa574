import { liveGateways } from '../../support/live-server/live-gateways'
import type { LiveServer } from '../../support/live-server/live-server'

/** Beyond an access token's 15 minutes: the next call needs a refresh. */
export const PAST_ACCESS_LIFETIME = 16 * 60_000
/** Beyond a refresh token's 30 days: the session cannot be renewed. */
export const PAST_REFRESH_LIFETIME = 31 * 24 * 60 * 60_000

/** The session use cases' world: the browser's HTTP adapters over the live server and two storage areas. */
export function aSessionWorld(live: LiveServer) {
  const world = liveGateways(live)
  return { ...world, runFlip: world.flip }
}
