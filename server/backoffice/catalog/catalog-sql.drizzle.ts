import { and, eq, ne } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Transaction } from '../../platform/db/database'
import { brands } from '../../platform/db/schema'
import { lockValue } from '../../platform/db/table-rows'

// SQL pieces shared by the catalogue's adapters.

type BrandOwned = PgTable & { id: PgColumn; brandId: PgColumn }

/**
 * Whether another row of the brand (not `exceptId`) holds `value` in `column`: a category's slug, a
 * product's reference, unique within their brand. Locks `${what}:${brandId}:${value}` first (see lockValue).
 */
export async function takenInBrand(
  tx: Transaction,
  table: BrandOwned,
  column: PgColumn,
  what: string,
  brandId: number,
  value: string,
  exceptId: number | null,
): Promise<boolean> {
  await lockValue(tx, `${what}:${brandId}:${value}`)
  const exceptThat = exceptId === null ? undefined : ne(table.id, exceptId)
  const where = and(eq(table.brandId, brandId), eq(column, value), exceptThat)
  const [row] = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .limit(1)
  return row !== undefined
}

/** Whether the brand a category or a product names exists. */
export async function brandExists(tx: Transaction, brandId: number): Promise<boolean> {
  const [row] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId))
  return row !== undefined
}
