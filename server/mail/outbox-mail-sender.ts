import type { Clock } from '../shared/clock'
import type { Logger } from '../shared/logger'
import type { MailOutbox, MailTransport } from './mail-outbox'
import type { MailSender } from './mail-sender'

const LINK = /https?:\/\/[^\s<>"']+/g

// Stores first, then delivers when a transport is configured. Without one (a fresh install), the
// subject and the links of the message go to the log so that a reset link is still reachable.
export function outboxMailSender(deps: { outbox: MailOutbox; transport: MailTransport | null; clock: Clock; logger: Logger }): MailSender {
  return {
    async send(message) {
      const id = await deps.outbox.store(message, deps.clock.now())
      if (deps.transport === null) {
        const links = message.text.match(LINK) ?? []
        deps.logger.info(`Courriel en attente (pas de SMTP_URL) pour ${message.to} : ${message.subject}${links.map((link) => `\n  ${link}`).join('')}`)
        return { id }
      }
      try {
        await deps.transport.deliver(message)
        await deps.outbox.markSent(id, deps.clock.now())
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        deps.logger.warn(`Envoi du courriel ${id} impossible, conservé dans la file d'envoi : ${reason}`)
        await deps.outbox.markFailed(id, reason).catch(() => undefined)
      }
      return { id }
    },
  }
}
