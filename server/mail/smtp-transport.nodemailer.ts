import nodemailer from 'nodemailer'
import type { MailTransport } from './mail-outbox'

export const DEFAULT_MAIL_FROM = 'Écrin Emballages <no-reply@ecrin-emballages.fr>'

export function nodemailerSmtpTransport(smtpUrl: string, from: string = DEFAULT_MAIL_FROM): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl)
  return {
    async deliver(message) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html })
    },
  }
}
