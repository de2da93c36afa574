import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  afterFailedAttempt,
  MAIL_FIRST_RETRY_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_MAX_RETRY_MS,
} from '../../src/domain/mail-retry'

const attempts = fc.integer({ min: 1, max: 10_000 })

describe('the mail retry rule', () => {
  it('waits a bounded, positive time before every try but the last', () => {
    fc.assert(
      fc.property(attempts, (made) => {
        const step = afterFailedAttempt(made)
        if (made >= MAIL_MAX_ATTEMPTS) {
          expect(step).toEqual({ kind: 'failed' })
          return
        }
        expect(step.kind).toBe('retry')
        if (step.kind !== 'retry') return
        expect(step.delayMs).toBeGreaterThanOrEqual(MAIL_FIRST_RETRY_MS)
        expect(step.delayMs).toBeLessThanOrEqual(MAIL_MAX_RETRY_MS)
      }),
    )
  })

  it('never waits less after more failures', () => {
    fc.assert(
      fc.property(attempts, attempts, (a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a]
        const first = afterFailedAttempt(fewer)
        const second = afterFailedAttempt(more)
        if (first.kind === 'retry' && second.kind === 'retry')
          expect(second.delayMs).toBeGreaterThanOrEqual(first.delayMs)
        if (first.kind === 'failed') expect(second.kind).toBe('failed')
      }),
    )
  })

  it('tries exactly MAIL_MAX_ATTEMPTS times in all, starting at 30 s and doubling', () => {
    const steps = Array.from({ length: MAIL_MAX_ATTEMPTS }, (_, i) => afterFailedAttempt(i + 1))
    expect(steps.filter((step) => step.kind === 'retry')).toHaveLength(MAIL_MAX_ATTEMPTS - 1)
    expect(steps.at(-1)).toEqual({ kind: 'failed' })
    expect(steps.slice(0, 3)).toEqual([30_000, 60_000, 120_000].map((delayMs) => ({ kind: 'retry', delayMs })))
  })

  it('refuses a count that is not a positive integer', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true })), (bad) => {
        expect(() => afterFailedAttempt(bad)).toThrow(RangeError)
      }),
    )
  })
})
