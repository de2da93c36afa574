import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations'
import pg from 'pg'
import { fromProjectRoot } from '../shared/project-root'
import * as schema from './schema'

export type Schema = typeof schema
// Both engines produce a PgDatabase; adapters only see this common shape.
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export type DatabaseEngine = 'pglite' | 'postgres'

export type DatabaseHandle = {
  db: Database
  engine: DatabaseEngine
  migrate(): Promise<void>
  ping(): Promise<boolean>
  close(): Promise<void>
}

// A null dataDir: in memory (tests).
export type DatabaseLocation = { engine: 'postgres'; url: string } | { engine: 'pglite'; dataDir: string | null }

// From the project's root: the same folder for the sources and for the build (dist/server).
const MIGRATIONS_FOLDER = fromProjectRoot('drizzle')

export function databaseLocation(config: { databaseUrl: string | null; dataDir: string }): DatabaseLocation {
  return config.databaseUrl !== null
    ? { engine: 'postgres', url: config.databaseUrl }
    : { engine: 'pglite', dataDir: join(config.dataDir, 'db') }
}

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.engine === 'postgres' ? openPostgres(location.url) : openPglite(location.dataDir)
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true })
  const client = dataDir === null ? new PGlite() : new PGlite(dataDir)
  return pgliteHandle(client)
}

// Also used by the browser-tier tests, which load a seeded snapshot or clone one per test.
export async function pgliteHandle(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady
  const db = drizzlePglite({ client, schema })
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => ping(db),
    close: () => client.close(),
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined)
  const db = drizzleNodePostgres({ client: pool, schema })
  return {
    db,
    engine: 'postgres',
    migrate: () => underMigrationLock(pool, () => migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    ping: () => ping(db),
    close: () => pool.end(),
  }
}

// Several servers starting at once (a deploy) must not run the migrations together: the first takes a
// session-level advisory lock on its own connection and migrates; the others wait on the lock, then
// find every migration applied and go on. The key is fixed (the digits of "écrin-migrations").
export const MIGRATION_LOCK_KEY = 7_263_002_026

async function underMigrationLock<T>(pool: pg.Pool, migrate: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      return await migrate()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
