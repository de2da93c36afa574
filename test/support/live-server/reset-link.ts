import { desc, eq } from 'drizzle-orm'
import { mailOutbox } from '../../../server/platform/db/schema-support'
import type { LiveServer } from './live-server'

/** The token of the last reset link mailed to this address (read from the outbox), or null. */
export async function lastResetToken(live: LiveServer, email: string): Promise<string | null> {
  // forgot-password writes its mail after answering.
  await live.deps.afterResponse.settled()
  const [mail] = await live.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1)
  return mail?.text.match(/\/reset-password\/([\w-]+)/)?.[1] ?? null
}

/** How many mails went to this address. */
export async function mailsTo(live: LiveServer, email: string): Promise<number> {
  await live.deps.afterResponse.settled()
  return (await live.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, email))).length
}
