import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../../../server/platform/db/database'
import { preparedStatement } from '../../../../server/platform/db/prepared-query'
import { openTestDatabase } from '../../support/test-database'

// A statement written in SQL, prepared under its name (docs/decisions/061, addendum): its values are given at each
// call, and on PostgreSQL the connection keeps it parsed and planned.
const sum = preparedStatement<{ total: number; label: string }>(
  'test_prepared_sum',
  sql`select ${sql.placeholder('a')}::integer + ${sql.placeholder('b')}::integer as total,
    ${sql.placeholder('label')}::text as label`,
)

let handle: DatabaseHandle

beforeAll(async () => {
  handle = await openTestDatabase()
})

afterAll(async () => {
  await handle.close()
})

describe('preparedStatement', () => {
  it('answers the rows of each call’s values', async () => {
    expect(await sum(handle.db).rows({ a: 2, b: 3, label: 'un' })).toEqual([{ total: 5, label: 'un' }])
    expect(await sum(handle.db).rows({ a: 40, b: 2, label: "l'autre" })).toEqual([{ total: 42, label: "l'autre" }])
  })

  it.runIf(process.env.TEST_DB_ENGINE === 'postgres')('is kept by the connection under its name', async () => {
    // One transaction: the statement and the question go through the same connection of the pool.
    const kept = await handle.db.transaction(async (tx) => {
      await sum(tx).rows({ a: 1, b: 1, label: 'x' })
      const result = await tx.execute(sql`select name from pg_prepared_statements where name = 'test_prepared_sum'`)
      return (result as unknown as { rows: { name: string }[] }).rows
    })
    expect(kept).toEqual([{ name: 'test_prepared_sum' }])
  })
})
