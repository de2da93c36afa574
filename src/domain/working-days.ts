// French working days as the company counts them (docs/decisions/073-working-days-and-budget-month.md):
// Monday to Friday in Europe/Paris, minus the eleven public holidays of metropolitan France, minus, when given,
// the company's own closure days. Days are Paris calendar days, never 24-hour spans, so a clock change counts
// once. Built on Intl like src/domain/paris-time.ts (decision 062): the domain imports no package.

import { PARIS_TIME_ZONE } from './paris-time'

/** A Paris calendar day written 'YYYY-MM-DD', the shape a database `date` column reads back as. */
export type CalendarDay = string

/** Extra days off beyond weekends and public holidays (the company's closures); empty by default. */
export type WorkingCalendar = { readonly closureDays?: readonly CalendarDay[] }

export type PublicHoliday = { readonly day: CalendarDay; readonly name: string }

const DAY_MS = 86_400_000

// Numbered parts in the Paris zone; h23 because some ICU versions write midnight as "24".
const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
})

const HOUR_MS = 3_600_000
// Since 1996 Paris changes its offset only on a whole UTC hour (01:00 UTC, EU rule), so the offset read once
// holds for the rest of that UTC hour. The last hour read is kept: the portal asks for today's day on every
// cart read, and formatToParts is the dearest step of it. Older instants are always computed.
const HOUR_RULE_FROM = Date.UTC(1996, 0, 1)
let lastHour = Number.NaN
let lastOffset = 0

/** The Paris wall clock of an instant, read as if it were UTC (so plain UTC arithmetic works on it). */
function parisWallAsUtc(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS)
  if (hour === lastHour) return instant + lastOffset
  const part: Record<string, number> = {}
  for (const { type, value } of parisParts.formatToParts(new Date(instant))) part[type] = Number(value)
  const wholeSecond = Math.floor(instant / 1000) * 1000
  const [year, month, day] = [part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1]
  const wall = Date.UTC(year, month, day, part.hour ?? 0, part.minute ?? 0, part.second ?? 0)
  const wallAsUtc = wall + (instant - wholeSecond)
  if (instant >= HOUR_RULE_FROM) {
    lastHour = hour
    lastOffset = wallAsUtc - instant
  }
  return wallAsUtc
}

/** Days since 1970-01-01 of the Paris calendar day an instant falls on. */
function parisDayNumber(instant: number): number {
  return Math.floor(parisWallAsUtc(instant) / DAY_MS)
}

/**
 * The instant at which the Paris wall clock reads `wallAsUtc`. Only called for midnights and for times of
 * working days: France changes its clocks on a Sunday at 01:00 UTC, so at such a reading the offset read at
 * `wallAsUtc` is already the offset of the answer, and one step is exact.
 */
function parisInstant(wallAsUtc: number): number {
  return wallAsUtc - (parisWallAsUtc(wallAsUtc) - wallAsUtc)
}

const two = (n: number) => String(n).padStart(2, '0')

function dayText(dayNumber: number): CalendarDay {
  const date = new Date(dayNumber * DAY_MS)
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`
}

const dayNumberOf = (year: number, monthIndex: number, day: number) => Date.UTC(year, monthIndex, day) / DAY_MS

/** The Paris calendar day of an instant, 'YYYY-MM-DD'; '' for an invalid Date. */
export function parisCalendarDay(instant: Date): CalendarDay {
  const time = instant.getTime()
  return Number.isNaN(time) ? '' : dayText(parisDayNumber(time))
}

function dayNumberOfText(day: CalendarDay): number | undefined {
  const [, year, month, date] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) ?? []
  if (year === undefined) return undefined
  const dayNumber = dayNumberOf(Number(year), Number(month) - 1, Number(date))
  return dayText(dayNumber) === day ? dayNumber : undefined
}

/** The instant a Paris calendar day begins (its midnight in Paris); an invalid Date for a malformed day. */
export function parisMidnight(day: CalendarDay): Date {
  const dayNumber = dayNumberOfText(day)
  return new Date(dayNumber === undefined ? Number.NaN : parisInstant(dayNumber * DAY_MS))
}

/** Easter Sunday of the Gregorian calendar by the Meeus/Jones/Butcher algorithm, as a day number. */
function easterSunday(year: number): number {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return dayNumberOf(year, month - 1, day)
}

function holidayNumbers(year: number): Array<{ dayNumber: number; name: string }> {
  const easter = easterSunday(year)
  return [
    { dayNumber: dayNumberOf(year, 0, 1), name: 'Jour de l’an' },
    { dayNumber: easter + 1, name: 'Lundi de Pâques' },
    { dayNumber: dayNumberOf(year, 4, 1), name: 'Fête du Travail' },
    { dayNumber: dayNumberOf(year, 4, 8), name: 'Victoire 1945' },
    { dayNumber: easter + 39, name: 'Ascension' },
    { dayNumber: easter + 50, name: 'Lundi de Pentecôte' },
    { dayNumber: dayNumberOf(year, 6, 14), name: 'Fête nationale' },
    { dayNumber: dayNumberOf(year, 7, 15), name: 'Assomption' },
    { dayNumber: dayNumberOf(year, 10, 1), name: 'Toussaint' },
    { dayNumber: dayNumberOf(year, 10, 11), name: 'Armistice 1918' },
    { dayNumber: dayNumberOf(year, 11, 25), name: 'Noël' },
  ].sort((one, other) => one.dayNumber - other.dayNumber)
}

/** The eleven public holidays of metropolitan France in a year, in calendar order. */
export function frenchPublicHolidays(year: number): PublicHoliday[] {
  return holidayNumbers(year).map(({ dayNumber, name }) => ({ day: dayText(dayNumber), name }))
}

// A year's holidays are asked for again and again while counting; they never change, so keep them.
const holidaysByYear = new Map<number, ReadonlySet<number>>()
function holidaySet(year: number): ReadonlySet<number> {
  let set = holidaysByYear.get(year)
  if (set === undefined) {
    set = new Set(holidayNumbers(year).map(({ dayNumber }) => dayNumber))
    holidaysByYear.set(year, set)
  }
  return set
}

const yearOf = (dayNumber: number) => new Date(dayNumber * DAY_MS).getUTCFullYear()
// 1970-01-01 was a Thursday: 0 is Monday ... 6 is Sunday.
const weekdayOf = (dayNumber: number) => (((dayNumber + 3) % 7) + 7) % 7

// A calendar's closures are read once per list: a cart asks for a promise per line with the same list.
const closuresByList = new WeakMap<readonly CalendarDay[], ReadonlySet<number>>()
const NO_CLOSURES: ReadonlySet<number> = new Set()

function closureSet(calendar: WorkingCalendar | undefined): ReadonlySet<number> {
  const list = calendar?.closureDays
  if (list === undefined || list.length === 0) return NO_CLOSURES
  let set = closuresByList.get(list)
  if (set === undefined) {
    const numbers = list.map(dayNumberOfText)
    set = new Set(numbers.filter((dayNumber) => dayNumber !== undefined))
    closuresByList.set(list, set)
  }
  return set
}

function isWorkingDayNumber(dayNumber: number, closures: ReadonlySet<number>): boolean {
  return weekdayOf(dayNumber) < 5 && !holidaySet(yearOf(dayNumber)).has(dayNumber) && !closures.has(dayNumber)
}

/** Whether the Paris calendar day of an instant is a working day; false for an invalid Date. */
export function isWorkingDay(instant: Date, calendar?: WorkingCalendar): boolean {
  const time = instant.getTime()
  return !Number.isNaN(time) && isWorkingDayNumber(parisDayNumber(time), closureSet(calendar))
}

/** Weekdays (Monday-Friday) among the days after 1970-01-04 (a Sunday) up to and including `dayNumber`. */
function weekdaysUpTo(dayNumber: number): number {
  const sinceMonday = dayNumber - 4
  const weeks = Math.floor(sinceMonday / 7)
  return 5 * weeks + Math.min(sinceMonday - 7 * weeks + 1, 5)
}

/** Working days in (after, upTo]: weekdays minus the holidays and closures that fall on a weekday. */
function workingDaysAfter(after: number, upTo: number, closures: ReadonlySet<number>): number {
  const count = weekdaysUpTo(upTo) - weekdaysUpTo(after)
  const inRange = (dayNumber: number) => dayNumber > after && dayNumber <= upTo && weekdayOf(dayNumber) < 5
  const daysOff = new Set([...closures].filter(inRange))
  for (let year = yearOf(after); year <= yearOf(upTo); year++) {
    for (const holiday of holidaySet(year)) if (inRange(holiday)) daysOff.add(holiday)
  }
  return count - daysOff.size
}

/**
 * Whole working days elapsed after `from`'s Paris day up to `to`'s Paris day: the working days d with
 * from's day < d <= to's day, whatever the hours. Negative when `to` comes first; NaN for an invalid Date.
 */
export function workingDaysBetween(from: Date, to: Date, calendar?: WorkingCalendar): number {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return Number.NaN
  const [start, end] = [parisDayNumber(from.getTime()), parisDayNumber(to.getTime())]
  const closures = closureSet(calendar)
  // `0 -` rather than unary minus: an empty backward span is 0, not -0.
  return start <= end ? workingDaysAfter(start, end, closures) : 0 - workingDaysAfter(end, start, closures)
}

/**
 * The n-th working day after `from`'s Paris day, at the same Paris wall-clock time (a working day is never a
 * clock-change Sunday, so that time exists once). n = 0 gives `from` unchanged; a negative or fractional n is
 * read as its whole part, at least 0. An invalid Date stays invalid.
 */
export function addWorkingDays(from: Date, n: number, calendar?: WorkingCalendar): Date {
  const time = from.getTime()
  const wanted = Math.max(0, Math.trunc(n))
  if (Number.isNaN(time) || wanted === 0 || !Number.isFinite(wanted)) return new Date(time)
  const closures = closureSet(calendar)
  const wall = parisWallAsUtc(time)
  let dayNumber = Math.floor(wall / DAY_MS)
  for (let found = 0; found < wanted; ) {
    dayNumber++
    if (isWorkingDayNumber(dayNumber, closures)) found++
  }
  return new Date(parisInstant(dayNumber * DAY_MS + (wall - Math.floor(wall / DAY_MS) * DAY_MS)))
}

/**
 * The n-th working day after a Paris calendar day, as a calendar day (n = 0: the day itself; a negative or
 * fractional n is read as its whole part, at least 0); '' for a malformed day. Pure day arithmetic, no time
 * zone: what addWorkingDays gives from any instant of that day, without its cost per call.
 */
export function workingDayAfter(day: CalendarDay, n: number, calendar?: WorkingCalendar): CalendarDay {
  const start = dayNumberOfText(day)
  const wanted = Math.max(0, Math.trunc(n))
  if (start === undefined || !Number.isFinite(wanted)) return ''
  const closures = closureSet(calendar)
  let dayNumber = start
  for (let found = 0; found < wanted; ) {
    dayNumber++
    if (isWorkingDayNumber(dayNumber, closures)) found++
  }
  return dayText(dayNumber)
}
