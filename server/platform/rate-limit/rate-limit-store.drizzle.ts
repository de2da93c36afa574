import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { rateLimitHits } from '../db/schema-support'
import type { RateLimitStore } from './rate-limit-store'

type HitRow = { id: number; key: string; total: number | string }

// Counted in the database so that several server processes share one budget. One statement
// (decision 029): forgetting old hits, recording this one and counting happen together, so no
// other process's statement runs between them. The count reads the statement's snapshot, which does
// not hold its own insert yet: hence the `1 +`.
export function drizzleRateLimitStore(db: Database): RateLimitStore {
  return {
    async hit(keys, now, since) {
      if (keys.length === 0) return { ids: [], counts: [] }
      const keyList = sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )
      const rows = (await db.execute(sql`
        with purged as (
          delete from rate_limit_hits where key in (${keyList}) and at <= ${since.toISOString()}::timestamptz
        ),
        inserted as (
          insert into rate_limit_hits (key, at)
          values ${sql.join(
            keys.map((key) => sql`(${key}, ${now.toISOString()}::timestamptz)`),
            sql`, `,
          )}
          returning id, key
        )
        select inserted.id, inserted.key,
          1 + (select count(*) from rate_limit_hits h
               where h.key = inserted.key and h.at > ${since.toISOString()}::timestamptz) as total
        from inserted
      `)) as unknown as { rows: HitRow[] }
      const byKey = new Map(rows.rows.map((row) => [row.key, row]))
      return {
        ids: rows.rows.map((row) => Number(row.id)),
        counts: keys.map((key) => Number(byKey.get(key)?.total ?? 1)),
      }
    },
    async forget(ids) {
      if (ids.length > 0) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, [...ids]))
    },
  }
}
