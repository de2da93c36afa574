import { sql } from 'drizzle-orm'
import type { Transaction } from '../../platform/db/database'

// SQL pieces shared by the catalogue's adapters.

// ILIKE pattern for a typed text: % and _ are literal characters there.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/**
 * Serialises the writers of one unique value, so that checking it first inside the transaction is
 * enough: two administrators creating "Lemoine" and "lemoine" at once cannot both pass the check, and a
 * unique constraint (a slug, a reference) is never left to raise a 500.
 * Held until the transaction ends.
 */
export async function lockValue(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}
