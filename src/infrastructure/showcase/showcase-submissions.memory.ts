import { MAX_CV_BYTES } from '../../application/showcase/cv-file'
import type { ShowcaseError } from '../../application/ports/showcase-reader'
import type { ContactMessage, JobApplication } from '../../application/showcase/showcase-content'

// The server's checks of a visitor's submission (docs/api-contract-storefront.md), with its French
// messages, so that screens tested over the memory twin meet the answers the real server gives.

export const SUBMISSION_MESSAGES = {
  contactSent: 'Votre message a bien été envoyé. Nous vous répondrons rapidement.',
  applicationSent: 'Votre candidature a bien été envoyée.',
  invalidEmail: 'Veuillez indiquer une adresse e-mail valide.',
  consent: 'Veuillez accepter le traitement de vos données pour envoyer ce formulaire.',
  honeypot: 'Envoi refusé : le formulaire semble avoir été rempli automatiquement.',
  cvType: 'Le CV doit être un fichier PDF, DOC ou DOCX.',
  cvSize: 'Le CV ne doit pas dépasser 5 Mo.',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const refused = (status: number, message: string): ShowcaseError => ({ kind: 'rejected', status, message })

function commonProblem(fields: Record<string, string>, email: string, consent: boolean, website: string): ShowcaseError | null {
  if (website.trim() !== '') return refused(422, SUBMISSION_MESSAGES.honeypot)
  const missing = Object.entries(fields).find(([, value]) => value.trim() === '')
  if (missing !== undefined) return refused(400, `Veuillez renseigner le champ ${missing[0]}.`)
  if (!EMAIL.test(email.trim())) return refused(400, SUBMISSION_MESSAGES.invalidEmail)
  return consent ? null : refused(400, SUBMISSION_MESSAGES.consent)
}

export function contactProblem(message: ContactMessage): ShowcaseError | null {
  return commonProblem({ nom: message.name, objet: message.subject, message: message.message }, message.email, message.consent, message.website)
}

const SIGNATURES = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // DOC (OLE compound file)
  [0x50, 0x4b, 0x03, 0x04], // DOCX (zip container)
]

async function looksLikeCv(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  return SIGNATURES.some((signature) => signature.every((byte, index) => head[index] === byte))
}

export async function applicationProblem(application: JobApplication): Promise<ShowcaseError | null> {
  const common = commonProblem(
    { 'prénom': application.firstName, nom: application.lastName },
    application.email,
    application.consent,
    application.website,
  )
  if (common !== null) return common
  if (application.cv.size > MAX_CV_BYTES) return refused(413, SUBMISSION_MESSAGES.cvSize)
  return (await looksLikeCv(application.cv)) ? null : refused(415, SUBMISSION_MESSAGES.cvType)
}
