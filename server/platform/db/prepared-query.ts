import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Database } from './database'

// A drizzle prepared statement built once per database handle: hot reads skip drizzle's SQL
// building and, on PostgreSQL, the planning too (named statements are kept per connection).
export function perDatabase<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>()
  return (db) => {
    let query = built.get(db)
    if (query === undefined) {
      query = build(db)
      built.set(db, query)
    }
    return query
  }
}

// Only turns `sql` into text and parameters: the statements given to `preparedStatement` are written
// in SQL, with no column of drizzle's schema to rename.
const dialect = new PgDialect()

export type PreparedStatement<Row> = { rows(values: Record<string, unknown>): Promise<Row[]> }

// A statement written in SQL rather than with drizzle's builder, prepared under `name` like the
// builder's `.prepare(name)`: on PostgreSQL it is parsed and planned once per connection instead of on
// every call (docs/decisions/061, addendum). Its values are `sql.placeholder`s, given to `rows`.
export function preparedStatement<Row>(name: string, statement: SQL): (db: Database) => PreparedStatement<Row> {
  const query = dialect.sqlToQuery(statement)
  return perDatabase((db) => {
    const prepared = db._.session.prepareQuery(query, undefined, name, false)
    return {
      async rows(values) {
        const result = (await prepared.execute(values)) as unknown as { rows: Row[] }
        return result.rows
      },
    }
  })
}
