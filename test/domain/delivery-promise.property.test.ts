import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  deliveryDayText,
  estimatedDeliveryText,
  isLate,
  orderPromisedDay,
  promisedDay,
} from '../../src/domain/delivery-promise'
import {
  addWorkingDays,
  frenchPublicHolidays,
  isWorkingDay,
  parisCalendarDay,
  parisMidnight,
  workingDayAfter,
  workingDaysBetween,
} from '../../src/domain/working-days'

const instant = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2030-12-20T00:00:00Z'),
  noInvalidDate: true,
})
const closureDays = fc.uniqueArray(
  fc
    .integer({ min: 0, max: 1900 })
    .map((offset) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10)),
  { maxLength: 30 },
)
const lead = fc.record({
  productionDays: fc.integer({ min: 0, max: 40 }),
  deliveryDays: fc.integer({ min: 0, max: 10 }),
})

describe('promised delivery days', () => {
  it('promises a working day, exactly the lead time in working days after the day of ordering', () => {
    fc.assert(
      fc.property(instant, lead, closureDays, (now, time, closures) => {
        fc.pre(time.productionDays + time.deliveryDays > 0)
        const calendar = { closureDays: closures }
        const promised = promisedDay(now, time, calendar)
        expect(promised).not.toBeNull()
        const midnight = parisMidnight(promised ?? '')
        expect(isWorkingDay(midnight, calendar)).toBe(true)
        expect(workingDaysBetween(now, midnight, calendar)).toBe(time.productionDays + time.deliveryDays)
        expect(promised && promised > parisCalendarDay(now)).toBe(true)
      }),
    )
  })

  it('counts from the Paris day exactly as addWorkingDays counts from any instant of it', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 60 }), closureDays, (now, days, closures) => {
        const calendar = { closureDays: closures }
        expect(workingDayAfter(parisCalendarDay(now), days, calendar)).toBe(
          parisCalendarDay(addWorkingDays(now, days, calendar)),
        )
      }),
    )
    expect(workingDayAfter('pas une date', 3)).toBe('')
  })

  it('never promises a closing day, and promises nothing without a production time', () => {
    fc.assert(
      fc.property(instant, lead, closureDays, (now, time, closures) => {
        const promised = promisedDay(now, time, { closureDays: closures })
        if (time.productionDays + time.deliveryDays > 0) expect(closures).not.toContain(promised)
        expect(promisedDay(now, { ...time, productionDays: null }, { closureDays: closures })).toBeNull()
      }),
    )
  })

  it('promises an order for its latest line, leaving out lines without a promise', () => {
    expect(orderPromisedDay(['2027-01-14', null, '2027-01-20', '2027-01-08'])).toBe('2027-01-20')
    expect(orderPromisedDay([null, null])).toBeNull()
  })

  it('counts an order late once its day has passed, until it ships', () => {
    expect(isLate('2027-01-14', '2027-01-15', false)).toBe(true)
    expect(isLate('2027-01-14', '2027-01-14', false)).toBe(false)
    expect(isLate('2027-01-14', '2027-01-15', true)).toBe(false)
    expect(isLate(null, '2027-01-15', false)).toBe(false)
  })

  it('moves the promise past a closing day: ordered on Wednesday 12 May 2027 with one day of production', () => {
    const wednesday = new Date('2027-05-12T08:00:00Z')
    expect(promisedDay(wednesday, { productionDays: 1, deliveryDays: 0 }, {})).toBe('2027-05-13')
    expect(promisedDay(wednesday, { productionDays: 1, deliveryDays: 0 }, { closureDays: ['2027-05-13'] })).toBe(
      '2027-05-14',
    )
  })

  it('writes the day in French', () => {
    expect(deliveryDayText('2027-01-14')).toBe('jeudi 14 janvier')
    expect(estimatedDeliveryText('2027-01-14')).toBe('Livraison estimée : jeudi 14 janvier')
    expect(deliveryDayText('pas une date')).toBe('')
  })
})

// The official list (service-public.fr, jours fériés 2026-2030): the movable feasts follow Easter.
const OFFICIAL_MOVABLE = {
  2026: ['2026-04-06', '2026-05-14', '2026-05-25'],
  2027: ['2027-03-29', '2027-05-06', '2027-05-17'],
  2028: ['2028-04-17', '2028-05-25', '2028-06-05'],
  2029: ['2029-04-02', '2029-05-10', '2029-05-21'],
  2030: ['2030-04-22', '2030-05-30', '2030-06-10'],
} as const

describe('the working calendar matches the official holidays of 2026-2030', () => {
  for (const [year, movable] of Object.entries(OFFICIAL_MOVABLE)) {
    it(`knows ${year}`, () => {
      const fixed = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'].map((d) => `${year}-${d}`)
      const official = [...fixed, ...movable].sort()
      expect(frenchPublicHolidays(Number(year)).map((holiday) => holiday.day)).toEqual(official)
      for (const holiday of official) expect(isWorkingDay(parisMidnight(holiday))).toBe(false)
    })
  }
})
