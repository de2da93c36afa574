import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { at } from './columns'

// Periodic jobs of the job runner (docs/decisions/039-job-runner.md): one row per job. A
// server runs a job when it claims the row with FOR UPDATE SKIP LOCKED and moves next_run_at in the
// same transaction, so each period runs on exactly one server.
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: at('next_run_at').notNull().defaultNow(),
  lastRunAt: at('last_run_at'),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
})
