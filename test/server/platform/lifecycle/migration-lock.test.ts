import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../../../server/platform/db/database'
import { databaseUrl, onAdmin } from '../../../support/postgres-admin'

// Several servers starting together on one PostgreSQL (decision 040). Only PostgreSQL has several
// processes on one database (PGlite is one process's file), so this runs in the PostgreSQL pass of
// `npm test` (TEST_DB_ENGINE=postgres, as in CI).
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres'
const name = `ecrin_migrate_${process.pid}`
const urlOf = () => databaseUrl(name)

describe.runIf(onPostgres)('migrations under an advisory lock', () => {
  const handles: DatabaseHandle[] = []
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()))
    await onAdmin(`drop database if exists ${name}`)
  })

  it('lets three servers start at once on an empty database: one migrates, the others wait and go on', async () => {
    await onAdmin(`drop database if exists ${name}`)
    await onAdmin(`create database ${name}`)
    for (let i = 0; i < 3; i += 1) handles.push(await openDatabase({ engine: 'postgres', url: urlOf() }))
    await Promise.all(handles.map((handle) => handle.migrate()))
    const [first] = handles
    if (first === undefined) throw new Error('no database handle')
    const count = async (statement: ReturnType<typeof sql>) =>
      ((await first.db.execute(statement)) as unknown as { rows: { n: number }[] }).rows[0]?.n
    const journal = (await import('../../../../drizzle/meta/_journal.json', { with: { type: 'json' } })).default
    expect(await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(journal.entries.length)
    expect(await count(sql`select count(*)::int as n from pg_tables where tablename = 'job_schedules'`)).toBe(1)
  })
})
