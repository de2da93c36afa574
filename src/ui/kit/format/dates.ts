// French dates for the portal's lists and histories; one formatter each, built once.
const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short' })
const moment = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' })

function parsed(iso: string): Date | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

export function formatDay(iso: string): string {
  const date = parsed(iso)
  return date === null ? iso : day.format(date)
}

export function formatMoment(iso: string): string {
  const date = parsed(iso)
  return date === null ? iso : moment.format(date)
}
