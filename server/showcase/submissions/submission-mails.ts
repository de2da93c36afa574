import type { MailMessage } from '../../platform/mail/mail.public'
import type { ContactInput } from './submission-repository'

const line = (label: string, value: string | null) => `${label} : ${value ?? '—'}`

export function contactMail(to: string, message: ContactInput, id: number): MailMessage {
  return {
    to,
    subject: `[Site] Nouveau message de contact : ${message.subject}`,
    text: [
      `Un visiteur a écrit depuis le formulaire de contact (message n° ${id}).`,
      '',
      line('Nom', message.name),
      line('Adresse e-mail', message.email),
      line('Société', message.company),
      line('Téléphone', message.phone),
      line('Objet', message.subject),
      '',
      message.message,
    ].join('\n'),
  }
}

export type ApplicationMailInput = {
  jobTitle: string
  firstName: string
  lastName: string
  email: string
  phone: string | null
  message: string | null
  cvPath: string
  cvExtension: string
  cvSizeBytes: number
}

export function applicationMail(to: string, application: ApplicationMailInput, id: number): MailMessage {
  const sizeKb = Math.max(1, Math.round(application.cvSizeBytes / 1024))
  return {
    to,
    subject: `[Site] Nouvelle candidature : ${application.jobTitle}`,
    text: [
      `Nouvelle candidature reçue pour l'offre « ${application.jobTitle} » (candidature n° ${id}).`,
      '',
      line('Prénom', application.firstName),
      line('Nom', application.lastName),
      line('Adresse e-mail', application.email),
      line('Téléphone', application.phone),
      '',
      line('Message', application.message),
      '',
      // The CV never leaves the server by mail or URL: it is read from the uploads folder.
      `CV (${application.cvExtension.toUpperCase()}, ${sizeKb} Ko) conservé sur le serveur : ` +
        `uploads/${application.cvPath}`,
    ].join('\n'),
  }
}
