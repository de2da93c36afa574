import type { Clock } from '../../../server/platform/shared/clock'

export type TestClock = Clock & { advance(ms: number): void; reset(): void }

// Starts at the real time (JWT libraries compare with it) and moves only when told to.
export function testClock(): TestClock {
  let offset = 0
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms
    },
    reset: () => {
      offset = 0
    },
  }
}
