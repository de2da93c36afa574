import { and, eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from './database'

// Optimistic concurrency of back-office records (decision 027): an update names the version it read
// and bumps it; a stale version (or an unknown id) updates nothing. One helper for every editable
// table, so no store writes its own `where version = ?`.
type Versioned = PgTable & { id: PgColumn; version: PgColumn }

/** The updated row, or null when the id is unknown or the version stale (the caller tells which). */
export async function updateVersioned<T extends Versioned>(
  tx: Database | Transaction,
  table: T,
  id: number,
  version: number,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | null> {
  const bumped = { ...values, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>
  const rows = (await tx
    .update(table)
    .set(bumped)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning()) as T['$inferSelect'][]
  return rows[0] ?? null
}
