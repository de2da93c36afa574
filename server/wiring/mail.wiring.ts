import type { Database } from '../db/database'
import type { Clock } from '../shared/clock'
import type { Logger } from '../shared/logger'
import { drizzleMailOutbox } from '../mail/mail-outbox.drizzle'
import type { MailTransport } from '../mail/mail-outbox'
import type { MailSender } from '../mail/mail-sender'
import { outboxMailSender } from '../mail/outbox-mail-sender'
import { nodemailerSmtpTransport } from '../mail/smtp-transport.nodemailer'

// Composition of the mail port: the outbox always, SMTP when SMTP_URL is set. `transport`
// replaces SMTP (tests use a fake one).
export function createMailSender(input: {
  db: Database
  smtpUrl: string | null
  mailFrom?: string
  transport?: MailTransport
  clock: Clock
  logger: Logger
}): MailSender {
  const transport = input.transport ?? (input.smtpUrl === null ? null : nodemailerSmtpTransport(input.smtpUrl, input.mailFrom))
  return outboxMailSender({ outbox: drizzleMailOutbox(input.db), transport, clock: input.clock, logger: input.logger })
}
