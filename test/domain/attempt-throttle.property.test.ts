import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SLOW_DOWN_FIRST_DELAY_MS, SLOW_DOWN_MAX_DELAY_MS, slowDownDelayMs } from '../../src/domain/attempt-throttle'

const counts = fc.integer({ min: 0, max: 10_000 })

describe('slowDownDelayMs', () => {
  it('never delays within the allowance', () => {
    fc.assert(
      fc.property(counts, counts, (failures, allowance) => {
        fc.pre(failures <= allowance)
        expect(slowDownDelayMs(failures, allowance)).toBe(0)
      }),
    )
  })

  it('grows with every failure beyond the allowance, and never beyond the cap', () => {
    fc.assert(
      fc.property(counts, counts, (failures, allowance) => {
        const now = slowDownDelayMs(failures, allowance)
        const next = slowDownDelayMs(failures + 1, allowance)
        expect(next).toBeGreaterThanOrEqual(now)
        expect(next).toBeLessThanOrEqual(SLOW_DOWN_MAX_DELAY_MS)
        if (failures >= allowance) expect(next).toBeGreaterThan(0)
      }),
    )
  })

  it('starts at the first delay and doubles (spec of the worked example)', () => {
    expect([6, 7, 8, 9].map((failures) => slowDownDelayMs(failures, 5))).toEqual([
      SLOW_DOWN_FIRST_DELAY_MS,
      SLOW_DOWN_FIRST_DELAY_MS * 2,
      SLOW_DOWN_FIRST_DELAY_MS * 4,
      SLOW_DOWN_FIRST_DELAY_MS * 8,
    ])
    expect(slowDownDelayMs(1_000, 5)).toBe(SLOW_DOWN_MAX_DELAY_MS)
  })
})
