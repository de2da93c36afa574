import type { Transporter } from 'nodemailer'
import type { MailTransport } from './mail-outbox'

export const DEFAULT_MAIL_FROM = 'Écrin Emballages <no-reply@ecrin-emballages.fr>'

// nodemailer is loaded with the first mail, not at start: it is one of the larger imports of the
// server's cold start (decision 044), and the first delivery happens in a background job anyway.
export function nodemailerSmtpTransport(smtpUrl: string, from: string = DEFAULT_MAIL_FROM): MailTransport {
  let transporter: Promise<Transporter> | undefined
  const connect = async () => (await import('nodemailer')).default.createTransport(smtpUrl)
  return {
    async deliver(message) {
      // A failed load is tried again with the next mail rather than kept.
      transporter ??= connect().catch((error: unknown) => {
        transporter = undefined
        throw error
      })
      await (await transporter).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      })
    },
  }
}
