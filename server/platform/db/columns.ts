import { sql } from 'drizzle-orm'
import { bigint, integer, timestamp } from 'drizzle-orm/pg-core'

// Column helpers shared by the schema files, so every table stamps time the same way.
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
export const createdAt = () => at('created_at').notNull().defaultNow()
export const updatedAt = () => at('updated_at').notNull().defaultNow()
/** A SQL list of string literals for CHECK constraints; values are code constants, never input. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))
/**
 * 64-bit integers read back as JS numbers, exact below 2^53. For money (euro cents HT: a 32-bit
 * column overflowed at 21 474 836,47 €) and for sums that grow with the number of lines.
 * See docs/decisions/023-money-in-64-bit.md.
 */
export const int64 = (name: string) => bigint(name, { mode: 'number' })
export const cents = int64
/**
 * Optimistic concurrency of back-office records (decision 027): an update names the version it read and
 * bumps it; a stale version updates nothing and the second administrator is told so.
 */
export const version = () => integer('version').notNull().default(1)
