import type { Context } from 'hono'
import { stream } from 'hono/streaming'
import { type CsvValue, csvLine } from '../../../src/domain/csv-cells'
import { formatParisDateTime } from '../../../src/domain/paris-time'

/** A column's cell; a Date is written here, one way for every export (decision 062). */
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue | Date }

const cellOf = (value: CsvValue | Date): CsvValue => (value instanceof Date ? formatParisDateTime(value) : value)

const BATCH = 500

// The cells' rule (`;`, quotes, no formulas) is the domain's, shared with the browser's export.
export { csvLine }

/**
 * Streams a CSV of every row the filters select, read in batches of 500 (`readBatch(offset, limit)`), so
 * memory stays flat whatever the number of rows (decision 027). Pass a stable order to readBatch.
 * Offsets re-read every skipped row: past a few thousand rows prefer `streamCsvByKeyset`.
 */
export function streamCsv<Row>(
  c: Context,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  readBatch: (offset: number, limit: number) => Promise<readonly Row[]>,
) {
  let offset = 0
  return streamBatches(c, filename, columns, async () => {
    const rows = await readBatch(offset, BATCH)
    offset += rows.length
    return rows
  })
}

/**
 * The same CSV read by keyset paging: `readAfter(last, limit)` answers the rows that follow `last` (the
 * final row of the previous batch, undefined at first) in a stable order. Each batch costs the same
 * whatever its depth, so a 100 000-row export takes linear time where offsets take quadratic time.
 */
export function streamCsvByKeyset<Row>(
  c: Context,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  readAfter: (last: Row | undefined, limit: number) => Promise<readonly Row[]>,
) {
  let last: Row | undefined
  return streamBatches(c, filename, columns, async () => {
    const rows = await readAfter(last, BATCH)
    last = rows.at(-1) ?? last
    return rows
  })
}

// One batch in memory at a time: the next read waits until the client has taken the previous one.
function streamBatches<Row>(
  c: Context,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  nextBatch: () => Promise<readonly Row[]>,
) {
  c.header('content-type', 'text/csv; charset=utf-8')
  c.header('content-disposition', `attachment; filename="${filename}"`)
  return stream(c, async (out) => {
    await out.write(`\uFEFF${csvLine(columns.map((column) => column.header))}`)
    let rows: readonly Row[]
    do {
      rows = await nextBatch()
      const lines = rows.map((row) => csvLine(columns.map((col) => cellOf(col.value(row))))).join('')
      if (lines !== '') await out.write(lines)
    } while (rows.length === BATCH && !out.aborted)
  })
}
