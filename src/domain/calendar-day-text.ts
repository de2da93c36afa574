// A Paris calendar day in French words, one way everywhere (docs/decisions/075): "jeudi 14 janvier",
// "1er janvier 2027". Calendar days carry no time zone: they are read as written, never through a Date's zone.

import type { CalendarDay } from './working-days'

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const
const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const

type DayParts = { year: number; month: number; date: number; weekday: number }

function partsOf(day: CalendarDay): DayParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (match === null) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const utc = new Date(Date.UTC(year, month - 1, date))
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) return null
  return { year, month, date, weekday: (utc.getUTCDay() + 6) % 7 }
}

/**
 * The day in French, "1er" for the first of a month: `weekday` adds its name ("jeudi 14 janvier"), `year` its
 * year ("14 janvier 2027"). A text that is not a real day comes back as it is.
 */
export function calendarDayText(day: CalendarDay, parts: { weekday?: boolean; year?: boolean } = {}): string {
  const found = partsOf(day)
  if (found === null) return day
  const words = [`${found.date === 1 ? '1er' : found.date}`, MONTHS[found.month - 1] ?? '']
  if (parts.weekday === true) words.unshift(WEEKDAYS[found.weekday] ?? '')
  if (parts.year === true) words.push(String(found.year))
  return words.join(' ')
}
