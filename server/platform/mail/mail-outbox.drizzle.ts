import type { Database } from '../db/database'
import { mailOutbox } from '../db/schema-support'
import type { MailOutbox } from './mail-outbox'

export function drizzleMailOutbox(db: Database): MailOutbox {
  return {
    async store(message, now) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          status: 'pending',
          createdAt: now,
          nextAttemptAt: now,
        })
        .returning({ id: mailOutbox.id })
      if (row === undefined) throw new Error('mail outbox insert returned no id')
      return row.id
    },
  }
}
