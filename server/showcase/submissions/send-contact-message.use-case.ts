import type { MailMessage, MailSender } from '../../platform/mail/mail.public'
import type { Clock } from '../../platform/shared/clock'
import type { Logger } from '../../platform/shared/logger'
import { contactMail } from './submission-mails'
import type { ContactInput, SubmissionRepository } from './submission-repository'

export type NotifyDeps = { mail: MailSender; logger: Logger }

// Stored first, then mailed: the message is safe in the database whatever the mail does.
export function sendContactMessage(
  deps: NotifyDeps & { submissions: SubmissionRepository; clock: Clock; contactEmail: string },
) {
  return async (message: ContactInput): Promise<void> => {
    const id = await deps.submissions.saveContactMessage(message, deps.clock.now())
    await notify(deps, contactMail(deps.contactEmail, message, id), `message de contact ${id}`)
  }
}

// MailSender keeps the mail in its outbox and does not reject on delivery failures; if even that
// fails, the submission is already stored and the visitor must not be told it was lost.
export async function notify(deps: NotifyDeps, message: MailMessage, what: string): Promise<void> {
  try {
    await deps.mail.send(message)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    deps.logger.warn(`Courriel de notification impossible pour le ${what} (conservé en base) : ${reason}`)
  }
}
