import type { ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Logger } from '../shared/logger'
import { FieldErrors } from './form-body'
import { HttpError, MESSAGES } from './http-error'

export function jsonErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof FieldErrors) return c.json({ message: error.message, fields: error.fields }, 422)
    if (error instanceof HttpError) return c.json({ message: error.message }, error.status)
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.status === 413 ? MESSAGES.tooLarge : 'Requête invalide.' }, error.status)
    }
    // The details go to the log only: a stack trace in a response helps attackers, not users.
    logger.error(`Erreur inattendue sur ${c.req.method} ${c.req.path}`, error)
    return c.json({ message: MESSAGES.internal }, 500)
  }
}

export const jsonNotFound: NotFoundHandler = (c) => c.json({ message: MESSAGES.notFound }, 404)
