import { asc, type SQL } from 'drizzle-orm'
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core'
import type { ListWindow } from '../shared/write-outcome'
import type { Database, Transaction } from './database'

// The ordering statements of the lists that list-order.ts's windowOf does not sort by an asked column:
// the lists the administrator arranges by hand (home blocks, partners, attributes, variants), a list
// with its own tie-breakers, and the set of rows locked in one order (decision 054's companion to
// table-rows.ts).

/** The order of a list arranged by hand: its position, then its id. */
export function byPosition(table: { position: PgColumn; id: PgColumn }): SQL[] {
  return [asc(table.position), asc(table.id)]
}

/** One page of a query already ordered: `limit` rows from `start`. */
export function pageWindow<Query extends PgSelect>(query: Query, window: ListWindow) {
  return query.limit(window.limit).offset(window.start)
}

/** One page of a list arranged by hand, in its order (every row of `table`: such lists have no filter). */
export function positionedPage<T extends PgTable & { position: PgColumn; id: PgColumn }>(
  db: Database | Transaction,
  table: T,
  window: ListWindow,
): Promise<T['$inferSelect'][]> {
  const ordered = db
    .select()
    .from(table as PgTable)
    .orderBy(...byPosition(table))
  return pageWindow(ordered.$dynamic(), window) as Promise<T['$inferSelect'][]>
}

/**
 * The ids of the rows matching `where`, locked until the transaction ends. Taken in id order, so that two
 * transactions locking the same set never wait on each other crosswise.
 */
export async function lockIdsInOrder(
  tx: Transaction,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
): Promise<number[]> {
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .orderBy(asc(table.id))
    .for('update')
  return rows.map((row) => Number(row.id))
}
