import { asc, desc, type SQL } from 'drizzle-orm'
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core'
import type { ListPage, ListWindow } from '../shared/write-outcome'
import type { UnitStore } from '../shared/row-writes'
import type { Database, Transaction } from './database'
import { pageWindow } from './ordered-rows'
import { countRows, pageOf } from './table-rows'

// The lists of the back-office API (docs/decisions/027-backoffice-api.md): a page with its
// `x-total-count`, and the CSV export's batches, both over the same filter and in the same stable order.
// Written once here so that each store only says what it filters, how it sorts and which rows it reads.

/** A list request as the contract's query parsing gives it: its window, its sort and its filters. */
export type ListRequest<Sort, Filters> = ListWindow & { sort: Sort; filters: Filters }

/** What a list screen reads from its store: a page, a batch of the export, one record. */
export type ListReads<Request, Item> = {
  list(request: Request): Promise<ListPage<Item>>
  /** Rows in a stable order, for the CSV export's batches. */
  batch(request: Request): Promise<Item[]>
  find(id: number): Promise<Item | null>
}

/**
 * One window of a list: by the asked sort column, then by id in the same direction, so that rows with
 * the same sort value never move from one page (or export batch) to the next. `query` is dynamic
 * (`.$dynamic()`), already filtered.
 */
export function windowOf<Q extends PgSelect, Sort extends string>(
  query: Q,
  request: ListWindow & { sort: Sort },
  sortColumns: Record<Sort, SQL | PgColumn>,
  id: PgColumn,
) {
  const direction = request.order === 'DESC' ? desc : asc
  return pageWindow(query.orderBy(direction(sortColumns[request.sort]), direction(id)), request)
}

/**
 * A list screen's store: its page (the batch and the count of `table` under the same filter), its
 * export batches, one record, and its units of work, each run in one transaction.
 */
export function listStore<Request, Item, Unit>(
  db: Database,
  table: PgTable,
  parts: {
    whereOf: (request: Request) => SQL | undefined
    batch: (request: Request) => Promise<Item[]>
    find: (id: number) => Promise<Item | null>
    unit: (tx: Transaction) => Unit
  },
): ListReads<Request, Item> & UnitStore<Unit> {
  const { whereOf, batch, find, unit } = parts
  return {
    list: (request) => pageOf(batch(request), countRows(db, table, whereOf(request))),
    batch,
    find,
    run: (work) => db.transaction((tx) => work(unit(tx))),
  }
}
