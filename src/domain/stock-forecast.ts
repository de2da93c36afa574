// The forecast of a brand's stock of an option (docs/decisions/077-brand-stock.md): the average weekly
// consumption of its accepted call-offs over the last N weeks, the day the stock runs out at that pace, the
// latest working day a production run can be relaunched and still end by then, and the run to suggest.
// Pure day arithmetic on 'YYYY-MM-DD' calendar days, like src/domain/working-days.ts.

import { calendarDayText } from './calendar-day-text'
import { type CalendarDay, type WorkingCalendar, workingDayAfter } from './working-days'

/** One accepted call-off of the brand for the option: the Paris day it was accepted, units taken (> 0), the shop. */
export type ForecastCallOff = { readonly day: CalendarDay; readonly quantity: number; readonly shopId: number }

export type ForecastInput = {
  readonly today: CalendarDay
  readonly balance: number
  /** Any order, any age: the module keeps the last `weeks` weeks. */
  readonly callOffs: readonly ForecastCallOff[]
  /** settings.stock_forecast_weeks */
  readonly weeks: number
  /** The product's lead_time_days (null: no relaunch date). */
  readonly productionDays: number | null
  /** Closing days of the settings (as the cart reads them). */
  readonly calendar: WorkingCalendar
  readonly minimumQuantity: number
  readonly packMultiple: number
}

export type StockForecast = {
  /** Units per week over (today - 7*weeks days, today]. */
  readonly weeklyConsumption: number
  /** Largest first. */
  readonly weeklyByShop: readonly { readonly shopId: number; readonly weekly: number }[]
  /** Null when nothing is consumed. */
  readonly stockOutDay: CalendarDay | null
  /** Null when no stock-out day or no production days. */
  readonly relaunchBefore: CalendarDay | null
  /** relaunchBefore < today: relaunch now. */
  readonly relaunchOverdue: boolean
  /** Covers `weeks` weeks, rounded up to the pack multiple, >= minimum; 0 when nothing consumed. */
  readonly suggestedRun: number
}

const DAY_MS = 86_400_000
/** The furthest stock-out day a forecast gives: a century ahead. */
export const MAX_FORECAST_DAYS = 36_525
const two = (n: number) => String(n).padStart(2, '0')

function dayNumberOf(day: CalendarDay): number {
  const [, year, month, date] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) ?? []
  return Date.UTC(Number(year), Number(month) - 1, Number(date)) / DAY_MS
}

function dayOfNumber(dayNumber: number): CalendarDay {
  const date = new Date(dayNumber * DAY_MS)
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`
}

/** The calendar day `n` days after (or before, n < 0) `day`. */
const addDays = (day: CalendarDay, n: number): CalendarDay => dayOfNumber(dayNumberOf(day) + n)

const isWorking = (day: CalendarDay, calendar: WorkingCalendar): boolean =>
  workingDayAfter(addDays(day, -1), 1, calendar) === day

/** The call-offs inside (today - 7*weeks days, today], the window the averages read. */
function windowCallOffs(input: ForecastInput): ForecastCallOff[] {
  const from = addDays(input.today, -7 * input.weeks)
  return input.callOffs.filter((callOff) => callOff.day > from && callOff.day <= input.today && callOff.quantity > 0)
}

/**
 * The latest working day d whose `productionDays`-th working day after it is no later than `stockOut`: walking
 * back from the stock-out, the working day met once `productionDays` working days have been passed.
 */
function latestRelaunchDay(stockOut: CalendarDay, productionDays: number, calendar: WorkingCalendar): CalendarDay {
  const wanted = Math.max(0, Math.trunc(productionDays))
  let day = stockOut
  let passed = 0
  for (;;) {
    if (isWorking(day, calendar)) {
      if (passed === wanted) return day
      passed++
    }
    day = addDays(day, -1)
  }
}

function suggestedRunOf(consumed: number, minimumQuantity: number, packMultiple: number): number {
  if (consumed <= 0) return 0
  const pack = Math.max(1, Math.trunc(packMultiple))
  const wanted = Math.max(Math.ceil(consumed), Math.ceil(minimumQuantity), 1)
  return Math.ceil(wanted / pack) * pack
}

export function stockForecast(input: ForecastInput): StockForecast {
  const weeks = Math.max(1, Math.trunc(input.weeks))
  const callOffs = windowCallOffs({ ...input, weeks })
  const consumed = callOffs.reduce((sum, callOff) => sum + callOff.quantity, 0)
  const byShop = new Map<number, number>()
  for (const callOff of callOffs) byShop.set(callOff.shopId, (byShop.get(callOff.shopId) ?? 0) + callOff.quantity)
  const weeklyByShop = [...byShop]
    .map(([shopId, quantity]) => ({ shopId, weekly: quantity / weeks }))
    .sort((one, other) => other.weekly - one.weekly || one.shopId - other.shopId)
  // floor(balance / (consumed / (7 * weeks))) as one division, so a larger consumption never rounds later; capped
  // at a century so a trickle against a large balance still gives a four-digit year.
  const daysLeft = Math.min(MAX_FORECAST_DAYS, Math.floor((Math.max(0, input.balance) * 7 * weeks) / consumed))
  const stockOutDay = consumed > 0 ? addDays(input.today, daysLeft) : null
  const relaunchBefore =
    stockOutDay === null || input.productionDays === null
      ? null
      : latestRelaunchDay(stockOutDay, input.productionDays, input.calendar)
  return {
    weeklyConsumption: consumed / weeks,
    weeklyByShop,
    stockOutDay,
    relaunchBefore,
    relaunchOverdue: relaunchBefore !== null && relaunchBefore < input.today,
    suggestedRun: suggestedRunOf(consumed, input.minimumQuantity, input.packMultiple),
  }
}

/** "Rupture estimée le jeudi 14 janvier 2027". */
export const stockOutText = (day: CalendarDay): string =>
  `Rupture estimée le ${calendarDayText(day, { weekday: true, year: true })}`

/** "Relancer une production avant le lundi 4 janvier 2027". */
export const relaunchText = (day: CalendarDay): string =>
  `Relancer une production avant le ${calendarDayText(day, { weekday: true, year: true })}`

/** Whether a relaunch day comes within `alertDays` working days of today (or is passed): the warning mail is due. */
export function relaunchAlertDue(
  today: CalendarDay,
  relaunchBefore: CalendarDay | null,
  alertDays: number,
  calendar: WorkingCalendar,
): boolean {
  if (relaunchBefore === null) return false
  // At most `alertDays` working days in (today, relaunchBefore]: before the (alertDays + 1)-th working day.
  return relaunchBefore < workingDayAfter(today, Math.max(0, Math.trunc(alertDays)) + 1, calendar)
}

/** Units called off per shop and calendar month ('2026-11'), for the consumption table, its chart and CSV. */
export function monthlyConsumption(
  callOffs: readonly ForecastCallOff[],
): readonly { readonly month: string; readonly shopId: number; readonly quantity: number }[] {
  const totals = new Map<string, { month: string; shopId: number; quantity: number }>()
  for (const callOff of callOffs) {
    const month = callOff.day.slice(0, 7)
    const key = `${month}|${callOff.shopId}`
    const row = totals.get(key) ?? { month, shopId: callOff.shopId, quantity: 0 }
    row.quantity += callOff.quantity
    totals.set(key, row)
  }
  return [...totals.values()].sort((one, other) => one.month.localeCompare(other.month) || one.shopId - other.shopId)
}

export type BalancePoint = {
  readonly weekEnding: CalendarDay
  readonly balance: number | null
  readonly projected: number | null
}

/**
 * The balance at the end of each of the last `weeks` weeks (replayed back from today's balance and the movements'
 * signed quantities with their days), then the projected balance week by week until the stock-out (or `weeks`
 * more): the chart's two series. Today's point carries both, so the two lines meet.
 */
export function balanceSeries(input: {
  today: CalendarDay
  balance: number
  movements: readonly { day: CalendarDay; quantity: number }[]
  weeks: number
  weeklyConsumption: number
}): readonly BalancePoint[] {
  const weeks = Math.max(1, Math.trunc(input.weeks))
  const points: BalancePoint[] = []
  for (let back = weeks - 1; back >= 1; back--) {
    const weekEnding = addDays(input.today, -7 * back)
    const later = input.movements.filter((movement) => movement.day > weekEnding && movement.day <= input.today)
    const balance = input.balance - later.reduce((sum, movement) => sum + movement.quantity, 0)
    points.push({ weekEnding, balance, projected: null })
  }
  points.push({ weekEnding: input.today, balance: input.balance, projected: input.balance })
  for (let ahead = 1; ahead <= weeks; ahead++) {
    const projected = Math.max(0, Math.round(input.balance - input.weeklyConsumption * ahead))
    points.push({ weekEnding: addDays(input.today, 7 * ahead), balance: null, projected })
    if (projected === 0) break
  }
  return points
}
