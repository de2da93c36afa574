// Dates as the company reads them (decision 062): the wall clock of Europe/Paris, whatever the zone of the
// machine that formats (a server running in UTC, an administrator's laptop abroad). Intl is built in, so
// the domain stays free of packages; the UI's datetime-local conversion is checked against this function.

export const PARIS_TIME_ZONE = 'Europe/Paris'

// h23: some ICU versions write midnight as "24:00" under the default hour cycle.
const parisClock = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * An instant as "28/11/2026 09:40", Paris wall clock to the minute: the one date format of every CSV export
 * (a French spreadsheet reads it as a date and time). An invalid Date gives '' (an empty cell).
 */
export function formatParisDateTime(instant: Date): string {
  if (Number.isNaN(instant.getTime())) return ''
  const part: Record<string, string> = {}
  for (const { type, value } of parisClock.formatToParts(instant)) part[type] = value
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`
}
