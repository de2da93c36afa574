// What other features may use of jobs/ (docs/decisions/016-server-feature-folders.md).
import type { Database } from '../db/database'
import type { Clock } from '../shared/clock'
import type { Logger } from '../shared/logger'
import type { FileStorage } from '../storage/storage.public'
import { catalogueBrochuresJob } from './catalogue-brochures-job'
import {
  jobRunner,
  startJobRunner,
  type JobRunner,
  type MailDelivery,
  type PeriodicJob,
  type WorkQueue,
} from './job-runner'
import { drizzleJobSchedule } from './job-schedule.drizzle'
import { pruningJob, scheduledPublishingJob } from './periodic-jobs.drizzle'
import type { WakeSignal } from './wake-signal'

export { createWakeSignal, type WakeSignal } from './wake-signal'
export type { JobRunner, PeriodicJob, WorkQueue } from './job-runner'

export type BackgroundWork = {
  db: Database
  // Where the catalogue PDFs are written (the catalogue-brochures job).
  files: FileStorage
  mail: MailDelivery | null
  wake: WakeSignal
  clock: Clock
  logger: Logger
  // What the surfaces add (the order conversation's notices and reminders, decision 074).
  queues?: readonly WorkQueue[]
  jobs?: readonly PeriodicJob[]
}

const depsOf = (work: BackgroundWork) => ({
  schedule: drizzleJobSchedule(work.db),
  jobs: [
    scheduledPublishingJob(work.db),
    pruningJob(work.db),
    catalogueBrochuresJob(work.db, work.files),
    ...(work.jobs ?? []),
  ],
  queues: work.queues ?? [],
  mail: work.mail,
  wake: work.wake,
  clock: work.clock,
  logger: work.logger,
})

/** The server's loop (server/main.ts). */
export const startBackgroundJobs = (work: BackgroundWork, tickMs?: number): JobRunner =>
  startJobRunner({ ...depsOf(work), tickMs })

/** The same work without a loop: tests run what is due with `runDue()`. */
export const backgroundJobs = (work: BackgroundWork): JobRunner => jobRunner(depsOf(work))
