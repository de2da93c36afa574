import type { Database, Transaction } from '../db/database'
import { mailOutbox } from '../db/schema-support'
import type { MailOutbox } from './mail-outbox'
import type { MailMessage } from './mail-sender'

/**
 * Stores a message in the outbox with the caller's handle: inside a transaction, the mail exists exactly when
 * the change that caused it commits (the order conversation's notices, decision 074).
 */
export async function insertOutboxMail(db: Database | Transaction, message: MailMessage, now: Date): Promise<number> {
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
}

export function drizzleMailOutbox(db: Database): MailOutbox {
  return { store: (message, now) => insertOutboxMail(db, message, now) }
}
