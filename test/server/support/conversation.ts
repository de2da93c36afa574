import { asc, eq } from 'drizzle-orm'
import { mailOutbox } from '../../../server/platform/db/schema-support'
import { backgroundJobs } from '../../../server/platform/jobs/jobs.public'
import type { useTestApp } from './test-app'

type TestApp = ReturnType<typeof useTestApp>

/** One tick of the job runner: the order conversation's notices become mails in the outbox (decision 074). */
export async function runBackgroundWork(t: TestApp): Promise<void> {
  await backgroundJobs(t.deps.background).runDue()
}

/** The mails stored for one address, oldest first. */
export async function mailsTo(t: TestApp, address: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, address)).orderBy(asc(mailOutbox.id))
}
