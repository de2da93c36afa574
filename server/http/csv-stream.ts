import type { Context } from 'hono'
import { stream } from 'hono/streaming'

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | boolean | null | undefined }

const BATCH = 500

// French spreadsheets read `;` as the separator and need the UTF-8 byte order mark to keep accents.
const escapeCell = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined) return ''
  const text = String(value)
  // A leading = + - @ would run as a formula in a spreadsheet: neutralise it (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text
  return /[;"\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
export const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]) =>
  `${cells.map(escapeCell).join(';')}\r\n`

/**
 * Streams a CSV of every row the filters select, read in batches of 500 (`readBatch(offset, limit)`), so
 * memory stays flat whatever the number of rows (issue 8). Pass a stable order to readBatch.
 */
export function streamCsv<Row>(
  c: Context,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  readBatch: (offset: number, limit: number) => Promise<readonly Row[]>,
) {
  c.header('content-type', 'text/csv; charset=utf-8')
  c.header('content-disposition', `attachment; filename="${filename}"`)
  return stream(c, async (out) => {
    await out.write(`\uFEFF${csvLine(columns.map((column) => column.header))}`)
    for (let offset = 0; ; offset += BATCH) {
      const rows = await readBatch(offset, BATCH)
      if (rows.length > 0) await out.write(rows.map((row) => csvLine(columns.map((col) => col.value(row)))).join(''))
      if (rows.length < BATCH || out.aborted) break
    }
  })
}
