import { slowDownDelayMs } from '../../../src/domain/attempt-throttle'
import type { Clock } from '../shared/clock'
import type { RateLimitStore } from './rate-limit-store'

export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000
export const ATTEMPTS_PER_IDENTIFIANT = 5
export const ATTEMPTS_PER_ADDRESS = 20
export const RATE_LIMITED_MESSAGE = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.'

/**
 * `refuse`: past the limit the attempt is refused (429). `slow`: never refused, but answered after a
 * growing delay past the limit (src/domain/attempt-throttle.ts), so that nobody can lock an account.
 */
export type RateRule = { key: string; limit: number; over?: 'refuse' | 'slow' }

export type RateAttempt = {
  allowed: boolean
  /** How long to wait before handling an allowed attempt. */
  delayMs: number
  // Takes the attempt back out of the count (a successful login is not an attack).
  forgive(): Promise<void>
}

export type RateLimiter = { attempt(rules: readonly RateRule[]): Promise<RateAttempt> }

// Sliding window: an attempt is allowed while every refusing key has at most its limit of hits in
// the last 15 minutes, this one included. Refused attempts count too, so hammering keeps it closed.
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
      const countOf = (index: number) => counts[index] ?? 0
      const allowed = rules.every((rule, index) => rule.over === 'slow' || countOf(index) <= rule.limit)
      const delayMs = Math.max(
        0,
        ...rules.map((rule, index) => (rule.over === 'slow' ? slowDownDelayMs(countOf(index), rule.limit) : 0)),
      )
      return { allowed, delayMs, forgive: () => deps.store.forget(ids) }
    },
  }
}
