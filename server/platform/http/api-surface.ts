import { Hono, type Env, type MiddlewareHandler } from 'hono'
import { MAX_JSON_BODY_BYTES } from '../../../src/domain/body-limits'
import type { Logger } from '../shared/logger'
import { jsonErrorHandler, jsonNotFound } from './error-handler'
import { boundedBody, jsonBodyBound } from './json-body-bound'

type UploadBound = { isUpload: (path: string) => boolean; maxBodyBytes: number }

// Shared frame of every API surface: JSON errors, JSON 404, bounded bodies.
// Each surface keeps its own handlers so that it also works when deployed on its own host.
export function createApiSurface<E extends Env>(
  logger: Logger,
  options: { maxBodyBytes?: number; uploads?: UploadBound | readonly UploadBound[] } = {},
) {
  const app = new Hono<E>()
  app.onError(jsonErrorHandler(logger))
  app.notFound(jsonNotFound)
  const json = jsonBodyBound(options.maxBodyBytes ?? MAX_JSON_BODY_BYTES)
  // Upload routes (multipart) get their own, larger bound; every other body keeps the JSON one.
  // Several kinds of upload may share a surface, each with its own bound (the artwork library's is 50 MB).
  const uploads = [options.uploads ?? []].flat().map((bound) => ({ ...bound, limit: boundedBody(bound.maxBodyBytes) }))
  app.use((c, next) => {
    // A GET or HEAD never has a body here (the Fetch Request refuses one, @hono/node-server drops it).
    // Asking hono's limit anyway made the node adapter build the whole Fetch Request of every read
    // just to find its body null (decision 050).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const upload = uploads.find((bound) => bound.isUpload(c.req.path))
    return upload !== undefined ? upload.limit(c, next) : json(c, next)
  })
  return app
}

// Registered last: once mounted in the root app, the surface's notFound handler is not consulted,
// so an explicit catch-all keeps unknown API routes out of the web app's history fallback.
export function closeApiSurface<E extends Env>(app: Hono<E>) {
  app.all('*', jsonNotFound)
}

const PREFLIGHT_HEADERS: ReadonlyArray<[string, string]> = [
  ['Access-Control-Expose-Headers', 'x-total-count'],
  ['Vary', 'Origin, Access-Control-Request-Headers'],
  ['Access-Control-Max-Age', '600'],
  ['Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS'],
  ['Access-Control-Allow-Headers', 'Content-Type,Authorization'],
]

// The headers hono's `cors` set with our options, and the same preflight answer (204), but written on
// the handler's answer after it, never through `c.res` before it or `c.header` after it: either makes
// hono rebuild the answer as a Fetch Response with a streamed body (decision 061).
// Same-origin by default; other hosts only when listed in CORS_ORIGINS.
export function apiCors(allowedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('Origin')
    const allowed = origin !== undefined && allowedOrigins.includes(origin) ? origin : null
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers(PREFLIGHT_HEADERS as Array<[string, string]>)
      if (allowed !== null) headers.set('Access-Control-Allow-Origin', allowed)
      return new Response(null, { status: 204, headers })
    }
    await next()
    const headers = c.res.headers
    if (allowed !== null) headers.set('Access-Control-Allow-Origin', allowed)
    headers.set('Access-Control-Expose-Headers', 'x-total-count')
    headers.append('Vary', 'Origin')
  }
}
