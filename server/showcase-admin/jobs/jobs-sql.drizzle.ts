import { sql } from 'drizzle-orm'
import type { Transaction } from '../../platform/db/database'

// SQL pieces of the jobs' adapters.

// ILIKE pattern for a typed text: % and _ are literal characters there.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/**
 * Serialises the writers of one unique value (a slug): two administrators saving the same one at once
 * cannot both pass the check, so the second gets a field error, never the unique index's 500.
 */
export async function lockValue(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}
