import { and, count, gt, inArray, lte } from 'drizzle-orm'
import type { Database } from '../db/database'
import { rateLimitHits } from '../db/schema-support'
import type { RateLimitStore } from './rate-limit-store'

// Counted in the database so that several server processes share one budget.
export function drizzleRateLimitStore(db: Database): RateLimitStore {
  return {
    async hit(keys, now, since) {
      if (keys.length === 0) return { ids: [], counts: [] }
      await db.delete(rateLimitHits).where(and(inArray(rateLimitHits.key, [...keys]), lte(rateLimitHits.at, since)))
      const inserted = await db
        .insert(rateLimitHits)
        .values(keys.map((key) => ({ key, at: now })))
        .returning({ id: rateLimitHits.id })
      const rows = await db
        .select({ key: rateLimitHits.key, total: count() })
        .from(rateLimitHits)
        .where(and(inArray(rateLimitHits.key, [...keys]), gt(rateLimitHits.at, since)))
        .groupBy(rateLimitHits.key)
      const counts = keys.map((key) => Number(rows.find((row) => row.key === key)?.total ?? 0))
      return { ids: inserted.map((row) => row.id), counts }
    },
    async forget(ids) {
      if (ids.length > 0) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, [...ids]))
    },
  }
}
