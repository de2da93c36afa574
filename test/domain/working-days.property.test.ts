import { addDays, format, isWeekend } from 'date-fns'
import { TZDate } from '@date-fns/tz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PARIS_TIME_ZONE } from '../../src/domain/paris-time'
import {
  addWorkingDays,
  frenchPublicHolidays,
  isWorkingDay,
  parisCalendarDay,
  parisMidnight,
  workingDaysBetween,
} from '../../src/domain/working-days'

// French working days in Paris (docs/decisions/073-working-days-and-budget-month.md), checked against date-fns
// and @date-fns/tz as an independent reading of the Paris calendar.

const hour = 3_600_000
const instant = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 1000, max: Date.UTC(2080, 0, 1) / 1000 })
  .map((seconds) => new Date(seconds * 1000))
const paris = (date: Date) => new TZDate(date.getTime(), PARIS_TIME_ZONE)
const dayOf = (date: Date) => format(paris(date), 'yyyy-MM-dd')
const clockOf = (date: Date) => format(paris(date), 'HH:mm:ss.SSS')
const at = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(new TZDate(y, m - 1, d, h, min, PARIS_TIME_ZONE))

/** The rule written the long way: walk the Paris calendar one day at a time with date-fns. */
function isWorkingByDateFns(date: Date): boolean {
  const day = paris(date)
  const holidays = frenchPublicHolidays(day.getFullYear()).map((holiday) => holiday.day)
  return !isWeekend(day) && !holidays.includes(format(day, 'yyyy-MM-dd'))
}
function countByDateFns(from: Date, to: Date): number {
  let day = paris(from)
  let count = 0
  while (format(day, 'yyyy-MM-dd') < dayOf(to)) {
    day = addDays(day, 1)
    if (isWorkingByDateFns(day)) count++
  }
  return count
}

// A few days either side of France's clock changes (last Sundays of March and October).
const nearClockChange = fc
  .record({
    year: fc.integer({ min: 1997, max: 2060 }),
    month: fc.constantFrom(2, 9),
    shift: fc.integer({ min: -4 * 24 * 60, max: 4 * 24 * 60 }),
  })
  .map(({ year, month, shift }) => {
    const lastDay = new Date(Date.UTC(year, month + 1, 0))
    const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
    return new Date(change + shift * 60_000)
  })

describe('French public holidays', () => {
  it('knows the 2026 calendar', () => {
    expect(frenchPublicHolidays(2026).map((holiday) => holiday.day)).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ])
    expect(frenchPublicHolidays(2026)[1]).toEqual({ day: '2026-04-06', name: 'Lundi de Pâques' })
  })

  it('places Easter Monday right, at both ends of its range', () => {
    const easterMonday = (year: number) => frenchPublicHolidays(year)[1]?.day
    expect(easterMonday(2024)).toBe('2024-04-01')
    expect(easterMonday(2025)).toBe('2025-04-21')
    expect(easterMonday(2008)).toBe('2008-03-24')
    expect(easterMonday(2038)).toBe('2038-04-26')
    expect(easterMonday(2285)).toBe('2285-03-23')
  })

  it('lets Ascension fall on 1 May, as in 2008: eleven holidays on ten days', () => {
    const holidays = frenchPublicHolidays(2008)
    expect(holidays.filter((holiday) => holiday.day === '2008-05-01').map((holiday) => holiday.name)).toEqual([
      'Fête du Travail',
      'Ascension',
    ])
    expect(new Set(holidays.map((holiday) => holiday.day)).size).toBe(10)
    expect(workingDaysBetween(at(2008, 4, 30, 12), at(2008, 5, 2, 12))).toBe(1)
  })

  it('are 11 holidays in the year, on 11 days unless Ascension falls on 1 or 8 May; Ascension 38 days on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 4099 }), (year) => {
        const days = frenchPublicHolidays(year).map((holiday) => holiday.day)
        expect(days).toHaveLength(11)
        const ascension = frenchPublicHolidays(year).find((holiday) => holiday.name === 'Ascension')?.day
        const onMayHoliday = ascension === `${year}-05-01` || ascension === `${year}-05-08`
        expect(new Set(days).size).toBe(onMayHoliday ? 10 : 11)
        expect(days.every((day) => day.startsWith(`${year}-`))).toBe(true)
        expect([...days].sort()).toEqual(days)
        const byName = new Map(frenchPublicHolidays(year).map((holiday) => [holiday.name, holiday.day]))
        const easterMonday = new Date(`${byName.get('Lundi de Pâques')}T00:00:00Z`)
        const daysAfterEasterMonday = (name: string) =>
          (new Date(`${byName.get(name)}T00:00:00Z`).getTime() - easterMonday.getTime()) / (24 * hour)
        expect(daysAfterEasterMonday('Ascension')).toBe(38)
        expect(daysAfterEasterMonday('Lundi de Pentecôte')).toBe(49)
      }),
      { numRuns: 500, examples: [[2008], [1997], [2285], [2038]] },
    )
  })

  it('has Easter Monday a Monday from 23 March to 26 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 4099 }), (year) => {
        const easterMonday = frenchPublicHolidays(year).find((holiday) => holiday.name === 'Lundi de Pâques')?.day
        expect(new Date(`${easterMonday}T00:00:00Z`).getUTCDay()).toBe(1)
        const monthDay = easterMonday?.slice(5) ?? ''
        expect(monthDay >= '03-23' && monthDay <= '04-26').toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})

describe('working days: worked examples', () => {
  it('skips a long May weekend: Thursday 30 April 2026 17:00 plus one is Monday 4 May 17:00', () => {
    expect(addWorkingDays(at(2026, 4, 30, 17), 1)).toEqual(at(2026, 5, 4, 17))
    expect(addWorkingDays(at(2026, 5, 13, 9), 1)).toEqual(at(2026, 5, 15, 9))
    expect(workingDaysBetween(at(2026, 4, 30, 17), at(2026, 5, 4, 8))).toBe(1)
  })

  it('reads the day in Paris, not in UTC', () => {
    expect(isWorkingDay(new Date('2026-03-29T21:30:00Z'))).toBe(false) // Sunday 23:30 in Paris
    expect(isWorkingDay(new Date('2026-03-29T22:30:00Z'))).toBe(true) // Monday 00:30 in Paris
    expect(parisCalendarDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
    expect(parisMidnight('2026-03-30')).toEqual(new Date('2026-03-29T22:00:00Z'))
    expect(parisMidnight('2026-02-30').getTime()).toBeNaN()
  })

  it('counts the weekends of the clock changes once, as calendar days', () => {
    expect(workingDaysBetween(at(2026, 3, 27, 10), at(2026, 3, 30, 10))).toBe(1)
    expect(workingDaysBetween(at(2026, 10, 23, 23, 59), at(2026, 10, 26, 0, 1))).toBe(1)
    expect(addWorkingDays(at(2026, 10, 23, 2, 30), 1)).toEqual(at(2026, 10, 26, 2, 30))
  })

  it('takes no day for zero, a negative count or an invalid date', () => {
    const saturday = at(2026, 6, 6, 12)
    expect(addWorkingDays(saturday, 0)).toEqual(saturday)
    expect(addWorkingDays(saturday, -3)).toEqual(saturday)
    expect(workingDaysBetween(saturday, saturday)).toBe(0)
    expect(workingDaysBetween(new Date(Number.NaN), saturday)).toBeNaN()
    expect(addWorkingDays(new Date(Number.NaN), 2).getTime()).toBeNaN()
    expect(isWorkingDay(new Date(Number.NaN))).toBe(false)
  })

  it('leaves out closure days that fall on a working day, and only those', () => {
    const closures = { closureDays: ['2026-08-14', '2026-08-15', '2026-08-16'] } // Friday, holiday, Sunday
    expect(isWorkingDay(at(2026, 8, 14, 9), closures)).toBe(false)
    expect(workingDaysBetween(at(2026, 8, 13), at(2026, 8, 17), closures)).toBe(1)
    expect(workingDaysBetween(at(2026, 8, 13), at(2026, 8, 17))).toBe(2)
    expect(addWorkingDays(at(2026, 8, 13, 9), 1, closures)).toEqual(at(2026, 8, 17, 9))
  })
})

describe('working days: properties', () => {
  it('a working day is a weekday of Paris that is no holiday', () => {
    fc.assert(
      fc.property(fc.oneof(instant, nearClockChange), (date) => {
        expect(isWorkingDay(date)).toBe(isWorkingByDateFns(date))
        expect(parisCalendarDay(date)).toBe(dayOf(date))
        const day = paris(date)
        const midnight = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), PARIS_TIME_ZONE)
        expect(parisMidnight(dayOf(date)).getTime()).toBe(midnight.getTime())
      }),
      { numRuns: 1000 },
    )
  })

  it('reads the same day from the hour it remembers: instants read in a row within one UTC hour', () => {
    const inOneHour = fc.record({
      start: fc.oneof(instant, nearClockChange),
      steps: fc.array(fc.integer({ min: 0, max: hour - 1 }), { minLength: 1, maxLength: 8 }),
    })
    fc.assert(
      fc.property(inOneHour, ({ start, steps }) => {
        const hourStart = Math.floor(start.getTime() / hour) * hour
        for (const step of [start.getTime() - hourStart, ...steps]) {
          const date = new Date(hourStart + step)
          expect(parisCalendarDay(date)).toBe(dayOf(date))
          const day = paris(date)
          const midnight = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), PARIS_TIME_ZONE)
          expect(parisMidnight(dayOf(date)).getTime()).toBe(midnight.getTime())
        }
      }),
      { numRuns: 500 },
    )
  })

  it('counts the working days of the Paris calendar, clock changes included, either way round', () => {
    const span = fc.integer({ min: -40 * 24, max: 40 * 24 }).map((hours) => hours * hour + 1234)
    fc.assert(
      fc.property(fc.oneof(instant, nearClockChange), span, (from, shift) => {
        const to = new Date(from.getTime() + shift)
        const [early, late] = shift >= 0 ? [from, to] : [to, from]
        expect(workingDaysBetween(early, late)).toBe(countByDateFns(early, late))
        expect(workingDaysBetween(late, early)).toBe(0 - workingDaysBetween(early, late))
      }),
      { numRuns: 300 },
    )
  })

  it('adding n working days lands on a working day n working days on, at the same Paris time', () => {
    fc.assert(
      fc.property(fc.oneof(instant, nearClockChange), fc.integer({ min: 1, max: 400 }), (from, n) => {
        const landed = addWorkingDays(from, n)
        expect(isWorkingDay(landed)).toBe(true)
        expect(workingDaysBetween(from, landed)).toBe(n)
        expect(clockOf(landed)).toBe(clockOf(from))
      }),
      { numRuns: 500 },
    )
  })

  it('is monotonic and adds up over consecutive spans', () => {
    fc.assert(
      fc.property(fc.array(instant, { minLength: 3, maxLength: 3 }), fc.nat(30), fc.nat(30), (dates, n, m) => {
        const [a, b, c] = [...dates].sort((one, other) => one.getTime() - other.getTime()) as [Date, Date, Date]
        expect(workingDaysBetween(a, b)).toBeGreaterThanOrEqual(0)
        expect(workingDaysBetween(a, b)).toBeLessThanOrEqual(workingDaysBetween(a, c))
        expect(workingDaysBetween(a, c)).toBe(workingDaysBetween(a, b) + workingDaysBetween(b, c))
        const [fewer, more] = n <= m ? [n, m] : [m, n]
        expect(addWorkingDays(a, fewer).getTime()).toBeLessThanOrEqual(addWorkingDays(a, more).getTime())
      }),
      { numRuns: 300 },
    )
  })
})
