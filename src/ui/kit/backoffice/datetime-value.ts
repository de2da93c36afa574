/*
 * Back-office kit: the 'datetime' kind of a ResourceForm field. The form holds an ISO instant (what
 * the wire carries, e.g. an article's `published_at`); the control shows and takes the administrator's
 * local time (input type datetime-local, "2026-12-01T09:30").
 */

const pad = (n: number) => String(n).padStart(2, '0')

/** '2026-12-01T08:30:00.000Z' -> '2026-12-01T09:30' in Paris; '' or an unreadable value -> ''. */
export function localInputOf(iso: string): string {
  const date = new Date(iso)
  if (iso === '' || Number.isNaN(date.getTime())) return ''
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The local time typed -> its ISO instant; '' stays '' ("no date"), an incomplete entry is kept for the schema. */
export function isoOfLocal(local: string): string {
  if (local === '') return ''
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? local : date.toISOString()
}
