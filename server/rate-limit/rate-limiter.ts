import type { Clock } from '../shared/clock'
import type { RateLimitStore } from './rate-limit-store'

export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000
export const ATTEMPTS_PER_IDENTIFIANT = 5
export const ATTEMPTS_PER_ADDRESS = 20
export const RATE_LIMITED_MESSAGE = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.'

export type RateRule = { key: string; limit: number }

export type RateAttempt = {
  allowed: boolean
  // Takes the attempt back out of the count (a successful login is not an attack).
  forgive(): Promise<void>
}

export type RateLimiter = { attempt(rules: readonly RateRule[]): Promise<RateAttempt> }

// Sliding window: an attempt is allowed while every key has at most its limit of hits in the
// last 15 minutes, this one included. Refused attempts count too, so hammering keeps it closed.
export function createRateLimiter(deps: { store: RateLimitStore; clock: Clock; windowMs?: number }): RateLimiter {
  const windowMs = deps.windowMs ?? RATE_LIMIT_WINDOW_MS
  return {
    async attempt(rules) {
      const now = deps.clock.now()
      const { ids, counts } = await deps.store.hit(
        rules.map((rule) => rule.key),
        now,
        new Date(now.getTime() - windowMs),
      )
      const allowed = rules.every((rule, index) => (counts[index] ?? 0) <= rule.limit)
      return { allowed, forgive: () => deps.store.forget(ids) }
    },
  }
}
