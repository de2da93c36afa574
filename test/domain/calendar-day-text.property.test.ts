import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calendarDayText } from '../../src/domain/calendar-day-text'

const DAY_MS = 86_400_000
const day = fc
  .integer({ min: Date.UTC(1990, 0, 1) / DAY_MS, max: Date.UTC(2100, 11, 31) / DAY_MS })
  .map((number) => new Date(number * DAY_MS).toISOString().slice(0, 10))

// The same words as the browser's own French calendar, "1er" for the first of a month (docs/decisions/075).
const intl = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

describe('a calendar day in French', () => {
  it('says what Intl says for every day, with "1er" for the first', () => {
    fc.assert(
      fc.property(day, (text) => {
        const expected = intl.format(new Date(`${text}T12:00:00Z`)).replace(/^(\S+) 1 /, '$1 1er ')
        expect(calendarDayText(text, { weekday: true, year: true })).toBe(expected)
      }),
    )
  })

  it('leaves out the weekday and the year unless asked', () => {
    expect(calendarDayText('2027-01-14', { weekday: true })).toBe('jeudi 14 janvier')
    expect(calendarDayText('2027-01-01', { year: true })).toBe('1er janvier 2027')
    expect(calendarDayText('2027-02-01')).toBe('1er février')
  })

  it('gives back a text that is not a real day as it is', () => {
    for (const text of ['2027-02-30', '27-01-01', 'demain', '']) expect(calendarDayText(text)).toBe(text)
  })
})
