import { sql } from 'drizzle-orm'
import { timestamp } from 'drizzle-orm/pg-core'

// Column helpers shared by the schema files, so every table stamps time the same way.
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
export const createdAt = () => at('created_at').notNull().defaultNow()
export const updatedAt = () => at('updated_at').notNull().defaultNow()
/** A SQL list of string literals for CHECK constraints; values are code constants, never input. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))
