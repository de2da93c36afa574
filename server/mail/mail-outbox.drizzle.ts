import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { mailOutbox } from '../db/schema-support'
import type { MailOutbox } from './mail-outbox'

const MAX_ERROR_LENGTH = 1000

export function drizzleMailOutbox(db: Database): MailOutbox {
  return {
    async store(message, now) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, status: 'pending', createdAt: now })
        .returning({ id: mailOutbox.id })
      if (row === undefined) throw new Error('mail outbox insert returned no id')
      return row.id
    },
    async markSent(id, now) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        .where(eq(mailOutbox.id, id))
    },
    async markFailed(id, error) {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, MAX_ERROR_LENGTH) })
        .where(eq(mailOutbox.id, id))
    },
  }
}
