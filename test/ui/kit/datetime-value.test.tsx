import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatParisDateTime } from '../../../src/domain/paris-time'
import { isoOfLocal, localInputOf } from '../../../src/ui/kit/backoffice/datetime-value'

// The 'datetime' field kind of the kit: the form holds an ISO instant, the control shows the Paris wall
// clock whatever the browser's zone (decision 062). Node applies a change of process.env.TZ at once.

const minute = 60_000
const instant = fc
  .integer({ min: Date.UTC(2000, 0, 1) / minute, max: Date.UTC(2099, 0, 1) / minute })
  .map((minutes) => new Date(minutes * minute))

/** The domain's export format "28/11/2026 09:40" as a datetime-local value "2026-11-28T09:40". */
const asInputValue = (french: string) => french.replace(/^(\d{2})\/(\d{2})\/(\d{4}) (.*)$/, '$3-$2-$1T$4')

describe.each(['America/New_York', 'Asia/Tokyo', 'Europe/Paris'])('datetime values, browser in %s', (zone) => {
  const previous = process.env.TZ
  beforeAll(() => {
    process.env.TZ = zone
  })
  afterAll(() => {
    process.env.TZ = previous
  })

  it('runs in that zone', () => {
    const offset = new Date('2026-12-01T08:30:00Z').getTimezoneOffset()
    expect(offset).toBe({ 'America/New_York': 300, 'Asia/Tokyo': -540, 'Europe/Paris': -60 }[zone])
  })

  it('shows an instant as the Paris wall clock and reads it back as the same instant (to the minute)', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const local = localInputOf(date.toISOString())
        expect(local).toBe(asInputValue(formatParisDateTime(date)))
        const back = isoOfLocal(local)
        expect(localInputOf(back)).toBe(local)
        // The same instant, except in the hour a clock change shows twice (then either one is right).
        expect([0, 60 * minute]).toContain(Math.abs(new Date(back).getTime() - date.getTime()))
      }),
    )
  })

  it('converts Paris times in winter, in summer and across the 2026 clock changes', () => {
    expect(localInputOf('2026-12-01T08:30:00.000Z')).toBe('2026-12-01T09:30')
    expect(localInputOf('2026-07-14T08:05:00.000Z')).toBe('2026-07-14T10:05')
    expect(isoOfLocal('2026-12-01T09:30')).toBe('2026-12-01T08:30:00.000Z')
    expect(isoOfLocal('2026-07-14T10:05')).toBe('2026-07-14T08:05:00.000Z')
    expect(isoOfLocal('2026-03-29T01:59')).toBe('2026-03-29T00:59:00.000Z')
    expect(isoOfLocal('2026-03-29T03:00')).toBe('2026-03-29T01:00:00.000Z')
    // Skipped by the spring change: one hour on, as the clock jumps.
    expect(isoOfLocal('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z')
    // Shown twice in autumn: the first (summer-time) one, as Temporal's "compatible" rule says.
    expect(isoOfLocal('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z')
    expect(isoOfLocal('2026-10-25T01:59')).toBe('2026-10-24T23:59:00.000Z')
    expect(isoOfLocal('2026-10-25T03:00:30')).toBe('2026-10-25T02:00:30.000Z')
  })

  it('keeps "no date" empty both ways, and an unreadable or impossible entry for the schema to refuse', () => {
    expect(localInputOf('')).toBe('')
    expect(localInputOf('pas une date')).toBe('')
    expect(isoOfLocal('')).toBe('')
    for (const entry of ['2026-13-45Tzz', '2026-02-31T10:00', '2026-12-01T24:00', '2026-12-01T09:60', '2026-12-01']) {
      expect(isoOfLocal(entry)).toBe(entry)
    }
  })
})
