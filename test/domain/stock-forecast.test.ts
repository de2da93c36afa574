import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  balanceSeries,
  type ForecastCallOff,
  type ForecastInput,
  MAX_FORECAST_DAYS,
  monthlyConsumption,
  relaunchAlertDue,
  relaunchText,
  stockForecast,
  stockOutText,
} from '../../src/domain/stock-forecast'
import { isWorkingDay, parisMidnight, workingDayAfter, workingDaysBetween } from '../../src/domain/working-days'

// The forecast of a brand's stock (docs/decisions/077-brand-stock.md). Working days are checked against
// src/domain/working-days.ts's instant-based functions, an oracle independent of the module's day walk.
const DAY_MS = 86_400_000
const dayText = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10)
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS
const first = dayNumber('2024-01-01')
const today = fc.integer({ min: first, max: dayNumber('2030-12-31') })

const callOffs = (around: number) =>
  fc.array(
    fc.record({
      day: fc.integer({ min: around - 400, max: around + 10 }).map(dayText),
      quantity: fc.integer({ min: 1, max: 5000 }),
      shopId: fc.integer({ min: 1, max: 5 }),
    }),
    { maxLength: 30 },
  )

const closures = (around: number) =>
  fc.record({
    closureDays: fc.array(fc.integer({ min: around - 30, max: around + 400 }).map(dayText), { maxLength: 8 }),
  })

const input: fc.Arbitrary<ForecastInput> = today.chain((todayNumber) =>
  fc.record({
    today: fc.constant(dayText(todayNumber)),
    balance: fc.integer({ min: 0, max: 200_000 }),
    callOffs: callOffs(todayNumber),
    weeks: fc.integer({ min: 1, max: 52 }),
    productionDays: fc.option(fc.integer({ min: 0, max: 60 })),
    calendar: closures(todayNumber),
    minimumQuantity: fc.integer({ min: 0, max: 10_000 }),
    packMultiple: fc.integer({ min: 1, max: 1000 }),
  }),
)

/** Units of the call-offs in (today - 7*weeks days, today], counted on day numbers. */
const consumedIn = (forecast: ForecastInput) =>
  forecast.callOffs
    .filter((callOff) => {
      const offset = dayNumber(forecast.today) - dayNumber(callOff.day)
      return offset >= 0 && offset < 7 * forecast.weeks
    })
    .reduce((sum, callOff) => sum + callOff.quantity, 0)

const forAll = (check: (given: ForecastInput) => void) => fc.assert(fc.property(input, check))

describe('stock forecast: properties', () => {
  it('gives no stock-out date, no relaunch and no run when nothing is consumed in the window', () => {
    forAll((given) => {
      const outside = dayText(dayNumber(given.today) - 7 * given.weeks)
      const old = given.callOffs.map((callOff) => ({ ...callOff, day: outside }))
      const forecast = stockForecast({ ...given, callOffs: old })
      expect(forecast).toMatchObject({ weeklyConsumption: 0, stockOutDay: null, relaunchBefore: null })
      expect(forecast.suggestedRun).toBe(0)
      expect(forecast.relaunchOverdue).toBe(false)
      expect(forecast.weeklyByShop).toEqual([])
    })
  })

  it('averages the window per week, in total and per shop', () => {
    forAll((given) => {
      const forecast = stockForecast(given)
      expect(forecast.weeklyConsumption).toBeCloseTo(consumedIn(given) / given.weeks, 9)
      const byShop = forecast.weeklyByShop.reduce((sum, shop) => sum + shop.weekly, 0)
      expect(byShop).toBeCloseTo(forecast.weeklyConsumption, 9)
      const weeklies = forecast.weeklyByShop.map((shop) => shop.weekly)
      expect(weeklies).toEqual([...weeklies].sort((one, other) => other - one))
    })
  })

  it('runs out earlier, or the same day, when more is consumed', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 364 }), fc.integer({ min: 1, max: 5000 }), (given, ago, more) => {
        const day = dayText(dayNumber(given.today) - (ago % (7 * given.weeks)))
        const extra: ForecastCallOff = { day, quantity: more, shopId: 9 }
        const before = stockForecast(given).stockOutDay
        const after = stockForecast({ ...given, callOffs: [...given.callOffs, extra] }).stockOutDay
        expect(after).not.toBeNull()
        if (before !== null && after !== null) expect(after <= before).toBe(true)
      }),
    )
  })

  it('runs out at today + floor(balance / daily consumption)', () => {
    forAll((given) => {
      const consumed = consumedIn(given)
      fc.pre(consumed > 0)
      const days = Math.min(MAX_FORECAST_DAYS, Math.floor(given.balance / (consumed / given.weeks / 7) + 1e-6))
      expect(stockForecast(given).stockOutDay).toBe(dayText(dayNumber(given.today) + days))
    })
  })

  it('relaunches on the latest working day whose production still ends by the stock-out', () => {
    forAll((given) => {
      const { stockOutDay, relaunchBefore, relaunchOverdue } = stockForecast(given)
      if (stockOutDay === null || given.productionDays === null) {
        expect(relaunchBefore).toBeNull()
        return
      }
      if (relaunchBefore === null) throw new Error('a relaunch day is expected')
      const days = given.productionDays
      expect(isWorkingDay(parisMidnight(relaunchBefore), given.calendar)).toBe(true)
      const span = workingDaysBetween(parisMidnight(relaunchBefore), parisMidnight(stockOutDay), given.calendar)
      expect(span).toBeGreaterThanOrEqual(days)
      expect(workingDayAfter(relaunchBefore, days, given.calendar) <= stockOutDay).toBe(true)
      const next = workingDayAfter(relaunchBefore, 1, given.calendar)
      expect(workingDayAfter(next, days, given.calendar) > stockOutDay).toBe(true)
      expect(relaunchOverdue).toBe(relaunchBefore < given.today)
    })
  })

  it('suggests the smallest pack multiple covering the weeks and the minimum', () => {
    forAll((given) => {
      const run = stockForecast(given).suggestedRun
      const consumed = consumedIn(given)
      if (consumed === 0) {
        expect(run).toBe(0)
        return
      }
      expect(run % given.packMultiple).toBe(0)
      expect(run).toBeGreaterThanOrEqual(given.minimumQuantity)
      expect(run).toBeGreaterThanOrEqual(consumed)
      expect(run - given.packMultiple).toBeLessThan(Math.max(consumed, given.minimumQuantity))
    })
  })

  it('warns when the relaunch day is at most N working days away, or passed', () => {
    const anyDay = fc.integer({ min: first, max: dayNumber('2030-12-31') }).map(dayText)
    fc.assert(
      fc.property(anyDay, anyDay, fc.integer({ min: 1, max: 60 }), (from, relaunch, alertDays) => {
        const away = workingDaysBetween(parisMidnight(from), parisMidnight(relaunch))
        expect(relaunchAlertDue(from, relaunch, alertDays, {})).toBe(relaunch <= from || away <= alertDays)
        expect(relaunchAlertDue(from, null, alertDays, {})).toBe(false)
      }),
    )
  })

  it('adds up the call-offs per month and shop, once each, in order', () => {
    fc.assert(
      fc.property(today.chain(callOffs), (given) => {
        const rows = monthlyConsumption(given)
        expect(rows.reduce((sum, row) => sum + row.quantity, 0)).toBe(given.reduce((sum, row) => sum + row.quantity, 0))
        const keys = rows.map((row) => `${row.month}|${String(row.shopId).padStart(3, '0')}`)
        expect(new Set(keys).size).toBe(keys.length)
        expect(keys).toEqual([...keys].sort())
      }),
    )
  })

  it('replays the past balance and projects it down to zero at most N weeks ahead', () => {
    const move = fc.record({ ago: fc.nat(400), quantity: fc.integer({ min: -500, max: 500 }) })
    const dated = (todayNumber: number, moves: { ago: number; quantity: number }[]) =>
      moves.map(({ ago, quantity }) => ({ day: dayText(todayNumber - ago), quantity }))
    const movements = fc.tuple(today, fc.array(move)).map(([at, moves]) => [dayText(at), dated(at, moves)] as const)
    const sizes = fc.record({ weeks: fc.integer({ min: 1, max: 52 }), balance: fc.nat(5000), weekly: fc.nat(800) })
    fc.assert(
      fc.property(movements, sizes, ([day, moves], { weeks, balance, weekly }) => {
        const series = balanceSeries({ today: day, balance, movements: moves, weeks, weeklyConsumption: weekly })
        const past = series.filter((point) => point.balance !== null)
        expect(past).toHaveLength(weeks)
        for (const point of past) {
          const after = moves.filter((later) => later.day > point.weekEnding).map((later) => later.quantity)
          expect(point.balance).toBe(balance - after.reduce((sum, quantity) => sum + quantity, 0))
        }
        const projected = series.map((point) => point.projected).filter((value) => value !== null)
        expect(projected[0]).toBe(balance)
        expect(projected.length).toBeLessThanOrEqual(weeks + 1)
        for (let index = 1; index < projected.length; index++)
          expect(projected[index]).toBeLessThanOrEqual(projected[index - 1] ?? 0)
      }),
    )
  })
})

describe('stock forecast: examples', () => {
  const example: ForecastInput = {
    today: '2026-11-02',
    balance: 1000,
    callOffs: [
      { day: '2026-09-01', quantity: 300, shopId: 1 },
      { day: '2026-09-15', quantity: 300, shopId: 2 },
      { day: '2026-10-01', quantity: 300, shopId: 1 },
      { day: '2026-10-15', quantity: 300, shopId: 3 },
      { day: '2026-08-10', quantity: 9999, shopId: 4 },
    ],
    weeks: 12,
    productionDays: 10,
    calendar: {},
    minimumQuantity: 500,
    packMultiple: 250,
  }

  it('forecasts a stock-out and a relaunch before Christmas and New Year', () => {
    const forecast = stockForecast(example)
    expect(forecast).toEqual({
      weeklyConsumption: 100,
      weeklyByShop: [1, 2, 3].map((shopId) => ({ shopId, weekly: shopId === 1 ? 50 : 25 })),
      stockOutDay: '2027-01-11',
      relaunchBefore: '2026-12-24',
      relaunchOverdue: false,
      suggestedRun: 1250,
    })
    expect(stockOutText('2027-01-11')).toBe('Rupture estimée le lundi 11 janvier 2027')
    expect(relaunchText('2026-12-24')).toBe('Relancer une production avant le jeudi 24 décembre 2026')
  })

  it('moves the relaunch earlier around a closure, and says when it is overdue', () => {
    const closed = stockForecast({ ...example, calendar: { closureDays: ['2026-12-28'] } })
    expect(closed.relaunchBefore).toBe('2026-12-23')
    const late = stockForecast({ ...example, balance: 100 })
    expect(late.stockOutDay).toBe('2026-11-09')
    expect(late.relaunchOverdue).toBe(true)
    expect(stockForecast({ ...example, productionDays: null }).relaunchBefore).toBeNull()
  })

  it('warns ten working days ahead, not eleven', () => {
    expect(relaunchAlertDue('2026-12-09', '2026-12-23', 10, {})).toBe(true)
    expect(relaunchAlertDue('2026-12-08', '2026-12-23', 10, {})).toBe(false)
    expect(relaunchAlertDue('2027-01-04', '2026-12-23', 10, {})).toBe(true)
  })

  it('groups call-offs by month and shop', () => {
    expect(monthlyConsumption(example.callOffs)).toEqual([
      { month: '2026-08', shopId: 4, quantity: 9999 },
      { month: '2026-09', shopId: 1, quantity: 300 },
      { month: '2026-09', shopId: 2, quantity: 300 },
      { month: '2026-10', shopId: 1, quantity: 300 },
      { month: '2026-10', shopId: 3, quantity: 300 },
    ])
  })
})
