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
