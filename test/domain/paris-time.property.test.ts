import { TZDate } from '@date-fns/tz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatParisDateTime, PARIS_TIME_ZONE } from '../../src/domain/paris-time'

// The one date format of the exports (decision 062): Paris wall clock "JJ/MM/AAAA HH:MM".

const minute = 60_000
const hour = 60 * minute
const instant = fc
  .integer({ min: Date.UTC(1997, 0, 1) / minute, max: Date.UTC(2099, 0, 1) / minute })
  .map((minutes) => new Date(minutes * minute))

// France's rule since 1996, written out independently of any time-zone database: UTC+1, and UTC+2 from the
// last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC.
const lastSundayOneAm = (year: number, month: number) => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0))
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}
function parisOffset(date: Date): number {
  const year = date.getUTCFullYear()
  const summer = date.getTime() >= lastSundayOneAm(year, 2) && date.getTime() < lastSundayOneAm(year, 9)
  return summer ? 2 * hour : hour
}
const two = (n: number) => String(n).padStart(2, '0')
function byTheRule(date: Date): string {
  const wall = new Date(date.getTime() + parisOffset(date))
  const day = `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`
  return `${day} ${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`
}

/** "28/11/2026 09:40" read back as a Paris wall clock (the way a French reader takes the cell). */
function readBack(text: string): number {
  const [, day, month, year, h, m] = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text) ?? []
  return new TZDate(Number(year), Number(month) - 1, Number(day), Number(h), Number(m), PARIS_TIME_ZONE).getTime()
}

describe('formatParisDateTime', () => {
  it('writes the Paris wall clock by France’s summer-time rule, whatever the instant', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: minute - 1 }), (date, withinMinute) => {
        const text = formatParisDateTime(new Date(date.getTime() + withinMinute))
        expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
        expect(text).toBe(byTheRule(date))
      }),
      { numRuns: 500 },
    )
  })

  it('reads back as the same minute, except in the hour autumn shows twice, where either reading is right', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const text = formatParisDateTime(date)
        const back = readBack(text)
        if (back !== date.getTime()) {
          expect(Math.abs(back - date.getTime())).toBe(hour)
          expect(formatParisDateTime(new Date(back))).toBe(text)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('moves across the 2026 clock changes as a Paris clock does', () => {
    // Spring, 29 March: 02:00 is skipped.
    expect(formatParisDateTime(new Date('2026-03-29T00:59:00Z'))).toBe('29/03/2026 01:59')
    expect(formatParisDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('29/03/2026 03:00')
    // Autumn, 25 October: 02:00-02:59 is shown twice.
    expect(formatParisDateTime(new Date('2026-10-25T00:30:00Z'))).toBe('25/10/2026 02:30')
    expect(formatParisDateTime(new Date('2026-10-25T01:30:00Z'))).toBe('25/10/2026 02:30')
    expect(formatParisDateTime(new Date('2026-10-25T02:00:00Z'))).toBe('25/10/2026 03:00')
  })

  it('writes the examples of the exports, midnight as 00:00, and an invalid date as an empty cell', () => {
    expect(formatParisDateTime(new Date('2026-11-28T08:40:00Z'))).toBe('28/11/2026 09:40')
    expect(formatParisDateTime(new Date('2026-07-14T08:05:00Z'))).toBe('14/07/2026 10:05')
    expect(formatParisDateTime(new Date('2026-12-31T23:00:00Z'))).toBe('01/01/2027 00:00')
    expect(formatParisDateTime(new Date('pas une date'))).toBe('')
  })
})
