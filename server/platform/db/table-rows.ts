import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from './database'

// The row-level statements every administration store repeats (find, lock, insert stamped, delete,
// count, page, "is this value taken"), written once for any table with an `id` column (decision 054).
// Each store keeps its own filters, sorts and joins; these are only the shared statement shapes.

type Keyed = PgTable & { id: PgColumn }
type Stamped = Keyed & { createdAt: PgColumn; updatedAt: PgColumn }
type Reader = Database | Transaction
export type RowOf<T extends PgTable> = T['$inferSelect']

/** ILIKE pattern for a typed text: % and _ are literal characters there. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/**
 * Serialises the writers of one unique value, so that checking it first inside the transaction is
 * enough: two administrators creating "Lemoine" and "lemoine" at once cannot both pass the check, and a
 * unique constraint (a slug, a reference) is never left to raise a 500. Held until the transaction ends.
 */
export async function lockValue(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}

/** One row by id, or null; `forUpdate` locks it until the transaction ends. */
export async function rowById<T extends Keyed>(
  db: Reader,
  table: T,
  id: number,
  forUpdate = false,
): Promise<RowOf<T> | null> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
  const rows = (forUpdate ? await query.for('update') : await query) as RowOf<T>[]
  return rows[0] ?? null
}

/** Inserts a row stamped `now` (created and updated) and returns it; `what` names it in the error. */
export async function insertStamped<T extends Stamped>(
  tx: Reader,
  table: T,
  values: Omit<PgInsertValue<T>, 'createdAt' | 'updatedAt'>,
  now: Date,
  what: string,
): Promise<RowOf<T>> {
  const stamped = { ...values, createdAt: now, updatedAt: now } as PgInsertValue<T>
  const rows = (await tx.insert(table).values(stamped).returning()) as RowOf<T>[]
  const row = rows[0]
  if (row === undefined) throw new Error(`${what} not inserted`)
  return row
}

export async function deleteById<T extends Keyed>(tx: Reader, table: T, id: number): Promise<void> {
  await tx.delete(table).where(eq(table.id, id))
}

/** How many rows of `table` match `where` (all of them when it is undefined). */
export async function countRows(db: Reader, table: PgTable, where?: SQL): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(table).where(where)
  return Number(counted?.total ?? 0)
}

/** A list page: the batch and the total of the same filter, read side by side. */
export async function pageOf<Item>(
  items: Promise<Item[]>,
  total: Promise<number>,
): Promise<{ total: number; items: Item[] }> {
  const [rows, counted] = await Promise.all([items, total])
  return { total: counted, items: rows }
}

/**
 * Whether another row (not `exceptId`) already holds `value` in `column`. Locks the value first (see
 * lockValue) under `lockKey`; `caseInsensitive` compares lower-cased.
 */
export async function valueTaken<T extends Keyed>(
  tx: Transaction,
  table: T,
  column: PgColumn,
  value: string,
  options: { lockKey: string; exceptId: number | null; caseInsensitive?: boolean },
): Promise<boolean> {
  await lockValue(tx, options.lockKey)
  const same = options.caseInsensitive === true ? sql`lower(${column}) = lower(${value})` : eq(column, value)
  const others = options.exceptId === null ? same : and(same, ne(table.id, options.exceptId))
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(others)
    .limit(1)
  return rows.length > 0
}
