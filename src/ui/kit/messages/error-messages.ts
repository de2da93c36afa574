import type { Failure } from '../../../application/use-case-failure'
import { SESSION_MESSAGES } from '../../../domain/messages/session-messages'

// The one table from application error tags to the French text a user reads (spec §8).
// Adapters never choose UI text; screens pick a message here.

export const MESSAGES = {
  badCredentials: SESSION_MESSAGES.invalidCredentials,
  unknownIdentifier: SESSION_MESSAGES.unknownIdentifier,
  unauthorized: SESSION_MESSAGES.unauthorized,
  network: 'Le serveur est injoignable. Vérifiez votre connexion internet puis réessayez.',
  unexpectedAnswer: 'Le serveur a renvoyé une réponse inattendue. Veuillez réessayer plus tard.',
  rejected: 'Une erreur est survenue. Veuillez réessayer plus tard.',
} as const

const messageByTag: Record<Failure['_tag'], string> = {
  SessionExpired: MESSAGES.unauthorized,
  NetworkError: MESSAGES.network,
  DecodeError: MESSAGES.unexpectedAnswer,
  Rejected: MESSAGES.rejected,
}

/** The message for any gateway failure: the server's French message when it sent one. */
export function errorMessage(error: Failure): string {
  if (error._tag === 'Rejected' && error.message) return error.message
  return messageByTag[error._tag]
}

// A login cannot end in SessionExpired (it sends no token); the thrown failure is typed loosely.
type LoginError = Failure

// An unreachable server is not a credentials problem: saying the password is wrong would mislead.

/** Shop login failure (spec §8): the server's message if present, else the credentials message. */
export function shopLoginErrorMessage(error: LoginError): string {
  if (error._tag === 'NetworkError') return MESSAGES.network
  if (error._tag === 'Rejected' && error.message) return error.message
  return MESSAGES.badCredentials
}

/** Admin login failure (spec §8): always the credentials message. */
export function adminLoginErrorMessage(error: LoginError): string {
  if (error._tag === 'NetworkError') return MESSAGES.network
  return MESSAGES.badCredentials
}

/** Showcase admin login failure (spec §8): the SSO variant of the credentials message, with its final dot. */
export function showcaseAdminLoginErrorMessage(error: LoginError): string {
  if (error._tag === 'NetworkError') return MESSAGES.network
  return SESSION_MESSAGES.invalidCredentialsSso
}
