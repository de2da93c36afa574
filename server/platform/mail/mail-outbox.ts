import type { MailMessage } from './mail-sender'

export type OutboxStatus = 'pending' | 'sent' | 'failed'

export type MailOutbox = {
  store(message: MailMessage, now: Date): Promise<number>
}

// Delivery through a mail server (SMTP); the outbox works without one.
export type MailTransport = {
  deliver(message: MailMessage): Promise<void>
}
