import { and, eq, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { jobSchedules } from '../db/schema-jobs'

// A periodic job's row: the first server to claim it for a period runs it; the others skip the row
// (FOR UPDATE SKIP LOCKED) and, once it is committed, find next_run_at in the future.
export type JobSchedule = {
  claim(name: string, now: Date, everyMs: number): Promise<boolean>
  recordError(name: string, error: string | null): Promise<void>
}

export function drizzleJobSchedule(db: Database): JobSchedule {
  return {
    async claim(name, now, everyMs) {
      await db.insert(jobSchedules).values({ name, nextRunAt: now }).onConflictDoNothing()
      const due = db
        .select({ name: jobSchedules.name })
        .from(jobSchedules)
        .where(and(eq(jobSchedules.name, name), lte(jobSchedules.nextRunAt, now)))
        .for('update', { skipLocked: true })
      const claimed = await db
        .update(jobSchedules)
        .set({ nextRunAt: new Date(now.getTime() + everyMs), lastRunAt: now, runs: sql`${jobSchedules.runs} + 1` })
        .where(and(eq(jobSchedules.name, name), sql`${jobSchedules.name} in (${due})`))
        .returning({ name: jobSchedules.name })
      return claimed.length > 0
    },
    async recordError(name, error) {
      await db
        .update(jobSchedules)
        .set({ lastError: error?.slice(0, 1000) ?? null })
        .where(eq(jobSchedules.name, name))
    },
  }
}
