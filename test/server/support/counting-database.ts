import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type pg from 'pg'
import type { Database } from '../../../server/platform/db/database'
import * as schema from '../../../server/platform/db/schema'
import type { useTestApp } from './test-app'

/**
 * The test database seen through a drizzle handle that records the statements sent (BEGIN and COMMIT
 * included), so that the round trips of one use case can be asserted.
 */
export function countingDatabase(t: ReturnType<typeof useTestApp>) {
  const sent: string[] = []
  const logger = { logQuery: (query: string) => void sent.push(query) }
  const client = (t.db as unknown as { $client: unknown }).$client
  const db =
    t.handle.engine === 'pglite'
      ? drizzlePglite({ client: client as PGlite, schema, logger })
      : drizzleNodePostgres({ client: client as pg.Pool, schema, logger })
  return { db: db as unknown as Database, sent }
}
