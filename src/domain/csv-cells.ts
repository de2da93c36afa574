// CSV as a French spreadsheet reads it, for the back office's exports (server) and "Mes commandes"
// (browser): `;` between cells, decimal commas, and no cell that a spreadsheet would run as a formula.

export type CsvValue = string | number | boolean | null | undefined

/** One cell: quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  // A leading = + - @ would run as a formula in a spreadsheet: neutralise it (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text
  return /[;"\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One line of cells, ended by CRLF. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`
}

/** Integer cents as a French decimal without rounding through floats: 123456 -> "1234,56". */
export function frenchDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  return `${sign}${Math.trunc(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`
}
