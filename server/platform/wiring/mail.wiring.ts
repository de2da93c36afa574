import type { Database } from '../db/database'
import type { Clock } from '../shared/clock'
import type { Logger } from '../shared/logger'
import { drizzleMailOutbox } from '../mail/mail-outbox.drizzle'
import type { MailTransport } from '../mail/mail-outbox'
import type { MailSender } from '../mail/mail-sender'
import { drizzleOutboxDelivery, type OutboxDelivery } from '../mail/outbox-delivery.drizzle'
import { outboxMailSender } from '../mail/outbox-mail-sender'
import { nodemailerSmtpTransport } from '../mail/smtp-transport.nodemailer'

export type MailWiringInput = {
  db: Database
  smtpUrl: string | null
  mailFrom?: string
  transport?: MailTransport
  clock: Clock
  logger: Logger
  // Called when a message is stored: the job runner delivers it now rather than at its next tick.
  onQueued?: () => void
}

const transportOf = (input: MailWiringInput) =>
  input.transport ?? (input.smtpUrl === null ? null : nodemailerSmtpTransport(input.smtpUrl, input.mailFrom))

// Composition of the mail port: the outbox always; delivery by the outbox job (decision 039) when
// SMTP_URL is set. `transport` replaces SMTP (tests use a fake one).
export function createMailSender(input: MailWiringInput): MailSender {
  const delivers = transportOf(input) !== null
  return outboxMailSender({
    outbox: drizzleMailOutbox(input.db),
    delivers,
    clock: input.clock,
    logger: input.logger,
    onQueued: input.onQueued,
  })
}

/** The outbox job's delivery, or null without a mail server (messages then wait in the outbox). */
export function createOutboxDelivery(input: MailWiringInput): OutboxDelivery | null {
  const transport = transportOf(input)
  if (transport === null) return null
  return drizzleOutboxDelivery({ db: input.db, transport, clock: input.clock, logger: input.logger })
}
