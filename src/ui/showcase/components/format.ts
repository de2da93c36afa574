// French display of dates and sizes on the showcase.

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** `2026-03-12` -> `12 mars 2026`; an unreadable date is shown as given. */
export function frenchDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date)
}

/** The machine-readable date of a `<time>`, e.g. `2026-03-12`. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10)
}

/** A file size in French units: `850 Ko`, `2,4 Mo`. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} Ko`
  return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`
}

/** `180 × 60 × 120 mm`, leaving out the dimensions a variant does not state. */
export function dimensions(widthMm: number | null, heightMm: number | null, depthMm: number | null): string | null {
  const known = [widthMm, heightMm, depthMm].filter((value): value is number => value !== null)
  return known.length === 0 ? null : `${known.map((value) => value.toLocaleString('fr-FR')).join(' × ')} mm`
}
