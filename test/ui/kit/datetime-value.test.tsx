import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isoOfLocal, localInputOf } from '../../../src/ui/kit/backoffice/datetime-value'

// The 'datetime' field kind of the kit: the form holds an ISO instant, the control shows local time.

const minute = 60_000
const instant = fc
  .integer({ min: Date.UTC(2000, 0, 1) / minute, max: Date.UTC(2099, 0, 1) / minute })
  .map((minutes) => new Date(minutes * minute))

describe('datetime values', () => {
  it('shows an instant in local time and reads it back as the same instant (to the minute)', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const local = localInputOf(date.toISOString())
        expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
        const back = isoOfLocal(local)
        expect(localInputOf(back)).toBe(local)
        // The same instant, except in the hour a clock change shows twice (then either one is right).
        expect([0, 60 * minute]).toContain(Math.abs(new Date(back).getTime() - date.getTime()))
      }),
    )
  })

  it('keeps "no date" empty both ways, and an unreadable entry for the schema to refuse', () => {
    expect(localInputOf('')).toBe('')
    expect(localInputOf('pas une date')).toBe('')
    expect(isoOfLocal('')).toBe('')
    expect(isoOfLocal('2026-13-45Tzz')).toBe('2026-13-45Tzz')
  })
})
