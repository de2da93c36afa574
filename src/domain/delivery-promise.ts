// When boxes arrive (docs/decisions/075-price-tiers-price-lists-lead-times.md): production working days of the
// product, then delivery working days of the brand, counted from the day the order is placed on the company's
// working calendar (French public holidays and its closing days, src/domain/working-days.ts).

import { calendarDayText } from './calendar-day-text'
import { type CalendarDay, parisCalendarDay, type WorkingCalendar, workingDayAfter } from './working-days'

export type LeadTime = {
  /** Working days to make the product; null when the product has none (no promise can be made). */
  readonly productionDays: number | null
  /** Working days from the workshop to the shop. */
  readonly deliveryDays: number
}

/** The Paris day a line placed at `now` is promised for; null when its product has no production time. */
export function promisedDay(now: Date, lead: LeadTime, calendar: WorkingCalendar): CalendarDay | null {
  return promisedDayFrom(parisCalendarDay(now), lead, calendar)
}

/** The same from the Paris day of ordering, read once for all the lines of a cart or an order. */
export function promisedDayFrom(today: CalendarDay, lead: LeadTime, calendar: WorkingCalendar): CalendarDay | null {
  if (lead.productionDays === null) return null
  return workingDayAfter(today, lead.productionDays + lead.deliveryDays, calendar)
}

/** An order's promise: its latest line's, leaving out lines without one; null when no line has one. */
export function orderPromisedDay(days: readonly (CalendarDay | null)[]): CalendarDay | null {
  let latest: CalendarDay | null = null
  for (const day of days) if (day !== null && (latest === null || day > latest)) latest = day
  return latest
}

/** Whether an order promised for `promised` is late on `today`: its day has passed and it has not shipped. */
export function isLate(promised: CalendarDay | null, today: CalendarDay, shipped: boolean): boolean {
  return promised !== null && !shipped && promised < today
}

/** "jeudi 14 janvier", the promised day as the portal writes it; '' for a text that is not a day. */
export function deliveryDayText(day: CalendarDay): string {
  const text = calendarDayText(day, { weekday: true })
  return text === day ? '' : text
}

/** "Livraison estimée : jeudi 14 janvier". */
export function estimatedDeliveryText(day: CalendarDay): string {
  return `Livraison estimée : ${deliveryDayText(day)}`
}
