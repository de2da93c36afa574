import type { Clock } from '../shared/clock'
import type { Logger } from '../shared/logger'
import type { JobSchedule } from './job-schedule.drizzle'
import type { WakeSignal } from './wake-signal'

// docs/decisions/039-job-runner.md: background work on PostgreSQL, run once across every
// server of a deployment. Each server runs this loop; the database decides who does what:
// - the mail outbox: each due mail is claimed by one server (FOR UPDATE SKIP LOCKED + a lease);
// - periodic jobs: each period is claimed by one server (its job_schedules row).
// On PGlite the same loop runs in the one process.

export type PeriodicJob = {
  name: string
  everyMs: number
  /** Returns a line for the log when it did something. */
  run(now: Date): Promise<string | null>
}

/**
 * Work written by requests and done at the next tick (the order conversation's notices, decision 074). Each
 * item is claimed by one server; `drain` handles a batch and says how many it took (0: nothing left).
 */
export type WorkQueue = { name: string; drain(): Promise<number> }

export type MailDelivery = { deliverDue(): Promise<{ sent: number; retried: number; failed: number }> }

export type JobRunnerDeps = {
  schedule: JobSchedule
  jobs: readonly PeriodicJob[]
  queues?: readonly WorkQueue[]
  mail: MailDelivery | null
  wake: WakeSignal
  clock: Clock
  logger: Logger
  tickMs?: number
}

export type JobRunner = {
  /** Runs everything due now, once: what the loop does at each tick (and what tests call). */
  runDue(): Promise<void>
  /** Stops the loop after the work in hand; resolves when it has stopped. */
  stop(): Promise<void>
}

const DEFAULT_TICK_MS = 2_000

export function jobRunner(deps: JobRunnerDeps): JobRunner {
  const runDue = async () => {
    // Queues first: the mails they write are then delivered in the same tick.
    for (const queue of deps.queues ?? []) {
      try {
        for (;;) if ((await queue.drain()) === 0) break
      } catch (error) {
        deps.logger.error(`File « ${queue.name} » en échec`, error)
      }
    }
    if (deps.mail !== null) {
      // A full batch may mean more are due: go on until a batch comes back short.
      for (;;) {
        const report = await deps.mail.deliverDue()
        if (report.sent + report.retried + report.failed === 0) break
      }
    }
    for (const job of deps.jobs) {
      const now = deps.clock.now()
      if (!(await deps.schedule.claim(job.name, now, job.everyMs))) continue
      try {
        const line = await job.run(now)
        if (line !== null) deps.logger.info(line)
        await deps.schedule.recordError(job.name, null)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        deps.logger.error(`Tâche « ${job.name} » en échec`, error)
        await deps.schedule.recordError(job.name, reason).catch(() => undefined)
      }
    }
  }
  return { runDue, stop: async () => undefined }
}

/** Starts the loop: a tick every few seconds, sooner when woken (a mail was queued). */
export function startJobRunner(deps: JobRunnerDeps): JobRunner {
  const runner = jobRunner(deps)
  let stopped = false
  const loop = (async () => {
    while (!stopped) {
      await runner.runDue().catch((error: unknown) => deps.logger.error('Tâches de fond en échec', error))
      if (stopped) break
      await deps.wake.sleep(deps.tickMs ?? DEFAULT_TICK_MS)
    }
  })()
  return {
    runDue: runner.runDue,
    async stop() {
      stopped = true
      deps.wake.notify()
      await loop
    },
  }
}
