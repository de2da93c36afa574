import { eq, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { byPosition } from '../../platform/db/ordered-rows'
import { deleteById, lockValue, rowById } from '../../platform/db/table-rows'
import { updateVersioned } from '../../platform/db/versioned-update'
import { homeBlocks, media } from '../../platform/db/schema-showcase'
import { catalogues, partners } from '../../platform/db/schema-showcase-content'
import type { MediaKind } from './home-block-store'
import type { OrderUnit } from './ordering'

// SQL shared by the home blocks', partners' and catalogues' stores.

export async function mediaKindOf(tx: Database | Transaction, id: number): Promise<MediaKind | null> {
  const [row] = await tx.select({ kind: media.kind }).from(media).where(eq(media.id, id))
  return row?.kind ?? null
}

/** The calls of a partner's or a catalogue's unit that only name its table (the update stamped `now`). */
export function homeRowUnit<T extends typeof partners | typeof catalogues>(tx: Transaction, table: T) {
  return {
    lock: (id: number) => rowById(tx, table, id, true),
    update: (id: number, version: number, values: PgUpdateSetSource<T>, now: Date) =>
      updateVersioned(tx, table, id, version, { ...values, updatedAt: now } as PgUpdateSetSource<T>),
    remove: (id: number) => deleteById(tx, table, id),
    mediaKind: (id: number) => mediaKindOf(tx, id),
    audit: (entry: AuditEntry) => recordAudit(tx, entry),
  }
}

/**
 * The next position at the end of an ordered table, for a creation: `appendKey` serialises the creations,
 * so that two at once never take the same position.
 */
export async function nextPosition(
  tx: Transaction,
  table: typeof homeBlocks | typeof partners,
  appendKey: string,
): Promise<number> {
  await lockValue(tx, appendKey)
  const [row] = await tx.select({ last: sql<number | null>`max(${table.position})` }).from(table)
  return Number(row?.last ?? 0) + 1
}

// The order of the whole list is what changes: every row is locked, so two reorders (or a reorder and
// a creation) run one after the other and the set of ids compared is the one written.
export function orderUnitOf(tx: Transaction, table: typeof homeBlocks | typeof partners): Omit<OrderUnit, 'audit'> {
  return {
    async lockOrder() {
      await tx.execute(sql`lock table ${table} in share row exclusive mode`)
      return tx
        .select({ id: table.id, position: table.position })
        .from(table)
        .orderBy(...byPosition(table))
    },
    async setPosition(id, position, now) {
      await tx.update(table).set({ position, updatedAt: now }).where(eq(table.id, id))
    },
  }
}
