// French dates for the lists and histories, in Paris time whatever the browser's zone (decision 062);
// one formatter each, built once.
const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' })
const moment = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })

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
