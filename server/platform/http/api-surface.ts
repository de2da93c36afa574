import { Hono, type Env } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MAX_JSON_BODY_BYTES } from '../../../src/domain/body-limits'
import type { Logger } from '../shared/logger'
import { jsonErrorHandler, jsonNotFound } from './error-handler'
import { MESSAGES } from './http-error'

// Shared frame of every API surface: JSON errors, JSON 404, bounded bodies.
// Each surface keeps its own handlers so that it also works when deployed on its own host.
export function createApiSurface<E extends Env>(
  logger: Logger,
  options: { maxBodyBytes?: number; uploads?: { isUpload: (path: string) => boolean; maxBodyBytes: number } } = {},
) {
  const app = new Hono<E>()
  app.onError(jsonErrorHandler(logger))
  app.notFound(jsonNotFound)
  const limit = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => c.json({ message: MESSAGES.tooLarge }, 413) })
  const json = limit(options.maxBodyBytes ?? MAX_JSON_BODY_BYTES)
  // Upload routes (multipart) get their own, larger bound; every other body keeps the JSON one.
  const uploads = options.uploads
  const upload = uploads === undefined ? null : limit(uploads.maxBodyBytes)
  app.use((c, next) => {
    // A GET or HEAD never has a body here (the Fetch Request refuses one, @hono/node-server drops it).
    // Asking hono's limit anyway made the node adapter build the whole Fetch Request of every read
    // just to find its body null (decision 050).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    return upload !== null && uploads?.isUpload(c.req.path) ? upload(c, next) : json(c, next)
  })
  return app
}

// Registered last: once mounted in the root app, the surface's notFound handler is not consulted,
// so an explicit catch-all keeps unknown API routes out of the web app's history fallback.
export function closeApiSurface<E extends Env>(app: Hono<E>) {
  app.all('*', jsonNotFound)
}
