import type { Clock } from '../shared/clock'
import type { Logger } from '../shared/logger'
import type { MailOutbox } from './mail-outbox'
import type { MailSender } from './mail-sender'

const LINK = /https?:\/\/[^\s<>"']+/g

// Stores the message in the outbox, then wakes the outbox job, which delivers it on exactly one
// server (decision 039): the answer never waits on SMTP. Without a mail server (a fresh install), the
// subject and the links of the message go to the log so that a reset link is still reachable.
export function outboxMailSender(deps: {
  outbox: MailOutbox
  delivers: boolean
  clock: Clock
  logger: Logger
  onQueued?: () => void
}): MailSender {
  return {
    async send(message) {
      const id = await deps.outbox.store(message, deps.clock.now())
      if (!deps.delivers) {
        const links = message.text.match(LINK) ?? []
        const linkLines = links.map((link) => `\n  ${link}`).join('')
        deps.logger.info(`Courriel en attente (pas de SMTP_URL) pour ${message.to} : ${message.subject}${linkLines}`)
        return { id }
      }
      deps.onQueued?.()
      return { id }
    },
  }
}
