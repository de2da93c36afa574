/*
 * Back-office kit: the 'datetime' kind of a ResourceForm field. The form holds an ISO instant (what
 * the wire carries, e.g. an article's `published_at`); the control shows and takes the Paris wall clock
 * (input type datetime-local, "2026-12-01T09:30"), whatever the browser's own zone (decision 062).
 */
import { TZDate } from '@date-fns/tz'
import { PARIS_TIME_ZONE } from '../../../domain/paris-time'

const pad = (n: number) => String(n).padStart(2, '0')
const hour = 3_600_000

/** The Paris wall clock of an instant, as the datetime-local control writes it (to the second when not :00). */
function parisWallClock(time: number, withSeconds = false): string {
  const paris = new TZDate(time, PARIS_TIME_ZONE)
  const day = `${paris.getFullYear()}-${pad(paris.getMonth() + 1)}-${pad(paris.getDate())}`
  const seconds = withSeconds ? `:${pad(paris.getSeconds())}` : ''
  return `${day}T${pad(paris.getHours())}:${pad(paris.getMinutes())}${seconds}`
}

// Paris's offset at an instant, in ms east of UTC.
const parisOffset = (time: number) => -new TZDate(time, PARIS_TIME_ZONE).getTimezoneOffset() * 60_000

/** '2026-12-01T08:30:00.000Z' -> '2026-12-01T09:30' in Paris; '' or an unreadable value -> ''. */
export function localInputOf(iso: string): string {
  const time = iso === '' ? Number.NaN : Date.parse(iso)
  return Number.isNaN(time) ? '' : parisWallClock(time)
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * The Paris time typed -> its ISO instant; '' stays '' ("no date"), an incomplete or impossible entry
 * (31 February, 25:00) is kept for the schema to refuse. Clock changes follow Temporal's "compatible" rule,
 * the same in every browser zone: a time autumn shows twice is the first (summer-time) one, a time spring
 * skips (02:30 on its Sunday) reads with the winter offset, so it lands one hour on (03:30).
 */
export function isoOfLocal(local: string): string {
  if (local === '') return ''
  const match = LOCAL_INPUT.exec(local)
  if (match === null) return local
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)))
  const asUtc = Date.UTC(year, month - 1, day, hours, minutes, seconds)
  const calendarDay = new Date(asUtc)
  const realDay = calendarDay.getUTCMonth() === month - 1 && calendarDay.getUTCDate() === day
  if (!realDay || hours > 23 || minutes > 59 || seconds > 59) return local
  // Paris's offset never changes twice within a day: the offsets a day either side are the only candidates.
  const before = asUtc - parisOffset(asUtc - 24 * hour)
  const after = asUtc - parisOffset(asUtc + 24 * hour)
  const typed = match[6] === undefined ? `${local}:00` : local
  const matching = [before, after].filter((time) => parisWallClock(time, true) === typed)
  return new Date(matching.length > 0 ? Math.min(...matching) : before).toISOString()
}
