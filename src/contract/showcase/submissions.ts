import * as v from 'valibot'
import { SHOWCASE_MESSAGES } from '../../domain/messages/showcase-messages'
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters, isOneLine, multiLineChars } from '../wire-primitives'

// Visitors' submissions: POST /api/contact (JSON) and POST /api/jobs/{slug}/applications (multipart,
// the CV file checked on its own by the server), with the French messages of their answers.

export const SUBMISSION_MESSAGES = {
  contactSent: 'Votre message a bien été envoyé. Nous vous répondrons rapidement.',
  applicationSent: 'Votre candidature a bien été envoyée.',
  consent: 'Veuillez accepter le traitement de vos données pour envoyer ce formulaire.',
  honeypot: 'Envoi refusé : le formulaire semble avoir été rempli automatiquement.',
  cvType: SHOWCASE_MESSAGES.cvWrongType,
  cvTooLarge: SHOWCASE_MESSAGES.cvTooLarge,
  cvMissing: SHOWCASE_MESSAGES.cvMissing,
  email: 'Veuillez indiquer une adresse e-mail valide.',
  name: 'Veuillez indiquer votre nom.',
  firstName: 'Veuillez indiquer votre prénom.',
  lastName: 'Veuillez indiquer votre nom.',
  phone: 'Veuillez indiquer un numéro de téléphone valide.',
  company: 'Le nom de la société ne doit pas dépasser 160 caractères.',
  subject: "Veuillez indiquer l'objet de votre message.",
  message: 'Veuillez écrire votre message.',
  messageTooLong: 'Votre message ne doit pas dépasser 5 000 caractères.',
  malformedForm: 'Requête invalide : le formulaire est mal formé.',
  /** 429 of the forms: the visitor is told another way to reach the company (decision 029). */
  tooManySubmissions: (email: string) =>
    `Trop d’envois depuis votre connexion. Réessayez dans quelques minutes, ou écrivez-nous directement à ${email}.`,
} as const

const M = SUBMISSION_MESSAGES

export const MESSAGE_MAX_LENGTH = 5000
/** The company's limit, checked by hand (the field may be blank): exported for the form's `maxLength`. */
export const COMPANY_MAX_LENGTH = 160
/** A phone number: an optional "+", then 6 to 25 digits, spaces, dots, dashes or brackets. */
export const PHONE_MAX_LENGTH = 26

// No line breaks or control characters in one-line fields (the contract's rule, with each field's own
// message): they end up in mail headers. Multi-line texts keep tab, LF and CR only.

const requiredLine = (message: string, max = 120) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message), v.check(isOneLine, message))

const email = v.pipe(
  v.string(M.email),
  v.trim(),
  v.maxLength(254, M.email),
  v.email(M.email),
  v.check(isOneLine, M.email),
)

// Optional fields: absent, null or blank all mean "not given". A union rather than v.optional, so
// that the parsed object always has the key (with null).
const maybeString = (message: string) => v.union([v.string(message), v.null(), v.undefined()], message)
const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim()

const optionalLine = (message: string, max: number) =>
  v.pipe(
    maybeString(message),
    v.transform(blankToNull),
    v.check((value) => value === null || (value.length <= max && isOneLine(value)), message),
  )

const phone = v.pipe(
  maybeString(M.phone),
  v.transform(blankToNull),
  v.check((value) => value === null || /^\+?[0-9 ().-]{6,25}$/.test(value), M.phone),
)

const requiredMessage = v.pipe(
  v.string(M.message),
  v.trim(),
  v.minLength(1, M.message),
  v.maxLength(MESSAGE_MAX_LENGTH, M.messageTooLong),
  multiLineChars(),
)

const optionalMessage = v.pipe(
  maybeString(M.messageTooLong),
  v.transform(blankToNull),
  v.check((value) => value === null || value.length <= MESSAGE_MAX_LENGTH, M.messageTooLong),
  v.check((value) => value === null || hasNoControlCharacters(value), CONTROL_CHARACTERS_MESSAGE),
)

// `website` is the honeypot: hidden from people, so any content means a robot. The server looks at it
// before the other fields (honeypotFilled), and that refusal wins over theirs.
const honeypot = v.nullish(v.string())

/** POST /api/contact, checked in the order a visitor reads the form: the first problem named is the first field. */
export const ContactBody = v.object({
  name: requiredLine(M.name),
  email,
  company: optionalLine(M.company, COMPANY_MAX_LENGTH),
  phone,
  subject: requiredLine(M.subject, 200),
  message: requiredMessage,
  consent: v.literal(true, M.consent),
  website: honeypot,
})
export type ContactBody = v.InferOutput<typeof ContactBody>

/** The text fields of POST /api/jobs/{slug}/applications; the file goes in the `cv` part. */
export const ApplicationFields = v.object({
  first_name: requiredLine(M.firstName),
  last_name: requiredLine(M.lastName),
  email,
  phone,
  message: optionalMessage,
  // A checkbox posts "on" by default; the contract's clients send "true".
  consent: v.picklist(['true', 'on'], M.consent),
  website: honeypot,
})
export type ApplicationFields = v.InferOutput<typeof ApplicationFields>

/** Any content at all in the honeypot, of any type, means a robot filled the form. */
export function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false
  return typeof value !== 'string' || value.trim() !== ''
}

/**
 * The fields of `schema` taken from `raw`, every one present (undefined when absent): valibot reports a
 * missing key with the object's generic message, a present undefined with the field's own French one.
 */
export function formFields<K extends string>(
  schema: { readonly entries: Record<K, unknown> },
  raw: Record<string, unknown>,
): Record<K, unknown> {
  return Object.fromEntries(Object.keys(schema.entries).map((key) => [key, raw[key]])) as Record<K, unknown>
}

/** The answer to an accepted submission: its French confirmation. */
export const ReceiptWire = v.object({ message: v.string() })
export type ReceiptWire = v.InferOutput<typeof ReceiptWire>
