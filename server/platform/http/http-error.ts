import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { SESSION_MESSAGES } from '../../../src/domain/messages/session-messages'

export const MESSAGES = {
  malformedJson: 'Requête invalide : le corps JSON est mal formé.',
  notFound: 'Ressource introuvable.',
  unauthorized: SESSION_MESSAGES.unauthorized,
  internal: 'Erreur interne du serveur.',
  tooLarge: 'Requête invalide : le corps de la requête est trop volumineux.',
} as const

// Thrown by handlers and helpers for an expected failure; the error handler answers `{ message }`.
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = () => new HttpError(401, MESSAGES.unauthorized)
export const notFound = () => new HttpError(404, MESSAGES.notFound)
