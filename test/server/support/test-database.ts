import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database'

// TEST_DB_ENGINE=postgres runs the same suite on a real PostgreSQL (DATABASE_URL); default PGlite.
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const engine = process.env.TEST_DB_ENGINE ?? 'pglite'
  if (engine === 'postgres') {
    const url = process.env.DATABASE_URL
    if (url === undefined || url === '') throw new Error('TEST_DB_ENGINE=postgres needs DATABASE_URL')
    return openDatabase({ engine: 'postgres', url })
  }
  if (engine !== 'pglite') throw new Error(`Unknown TEST_DB_ENGINE: ${engine}`)
  return openDatabase({ engine: 'pglite', dataDir: null })
}

const TablesResult = v.object({ rows: v.array(v.object({ tablename: v.string() })) })

// Empties every application table (not the migration journal) and restarts the id sequences,
// so each test starts from the same state as a fresh database without paying for a new one.
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const result = v.parse(
    TablesResult,
    await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`),
  )
  if (result.rows.length === 0) return
  const tables = result.rows.map((row) => `"public"."${row.tablename.replaceAll('"', '""')}"`).join(', ')
  await handle.db.execute(sql.raw(`truncate ${tables} restart identity cascade`))
  // Rows that the migrations themselves insert belong to a fresh database: the one settings row (0005).
  await handle.db.execute(sql`insert into settings (id) values (1) on conflict do nothing`)
}
