import { asc, eq, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../platform/db/database'
import { homeBlocks, media } from '../../platform/db/schema-showcase'
import { partners } from '../../platform/db/schema-showcase-content'
import type { MediaKind } from './home-block-store'
import type { OrderUnit } from './ordering'

// SQL shared by the home blocks', partners' and catalogues' stores.

export async function mediaKindOf(tx: Database | Transaction, id: number): Promise<MediaKind | null> {
  const [row] = await tx.select({ kind: media.kind }).from(media).where(eq(media.id, id))
  return row?.kind ?? null
}

/** Serialises the writers of one unique value (a slug) until the transaction ends. */
export async function lockValue(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}

/** The next position at the end of an ordered table. */
export async function nextPosition(tx: Transaction, table: typeof homeBlocks | typeof partners): Promise<number> {
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
        .orderBy(asc(table.position), asc(table.id))
    },
    async setPosition(id, position, now) {
      await tx.update(table).set({ position, updatedAt: now }).where(eq(table.id, id))
    },
  }
}
