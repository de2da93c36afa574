import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { proofAgeDays, proofAgeText } from '../../src/domain/proof-age'

// The age of a proof line in the back office's queue (docs/decisions/076-proof-approval.md).
const DAY_MS = 86_400_000
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }).map((ms) => new Date(ms))

describe('proof age: properties', () => {
  it('counts whole days, never negative, growing with the wait', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -5 * DAY_MS, max: 400 * DAY_MS }), (since, wait) => {
        const now = new Date(since.getTime() + wait)
        const days = proofAgeDays(since, now)
        expect(days).toBe(wait < 0 ? 0 : Math.floor(wait / DAY_MS))
        expect(proofAgeDays(since, new Date(now.getTime() + DAY_MS))).toBeGreaterThanOrEqual(days)
      }),
    )
  })

  it('says it in French, one day singular', () => {
    const since = new Date('2026-11-02T08:00:00Z')
    expect(proofAgeText(since, new Date('2026-11-02T20:00:00Z'))).toBe('depuis aujourd’hui')
    expect(proofAgeText(since, new Date('2026-11-03T09:00:00Z'))).toBe('depuis 1 jour')
    expect(proofAgeText(since, new Date('2026-11-05T08:00:00Z'))).toBe('depuis 3 jours')
  })
})
