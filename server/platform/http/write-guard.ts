import { createMiddleware } from 'hono/factory'
import { HttpError } from './http-error'

// Writes of both APIs (docs/decisions/019-bad-input-and-foreign-writes.md): a cross-site page may post
// a "simple" request (text/plain, form encodings) without a CORS preflight, so the server itself
// refuses writes from foreign origins and bodies that are not the type the route reads.

export const WRITE_GUARD_MESSAGES = {
  foreignOrigin: 'Requête refusée : elle provient d’un autre site.',
  notJson: 'Requête invalide : le corps doit être envoyé en JSON (Content-Type: application/json).',
  notMultipart: 'Requête invalide : le formulaire doit être envoyé en multipart/form-data.',
} as const

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export type WriteGuardOptions = {
  /** PUBLIC_URL and CORS_ORIGINS: the origins whose pages may write. */
  allowedOrigins: readonly string[]
  /** The routes that read a multipart upload rather than JSON (full path). */
  isUpload: (path: string) => boolean
}

export function writeGuard(options: WriteGuardOptions) {
  const allowed = new Set(options.allowedOrigins.map(originOf).filter((origin): origin is string => origin !== null))
  return createMiddleware(async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next()
    const origin = c.req.header('Origin')
    // The request's own origin counts as the site's: behind the development proxy the page's origin
    // is the proxy's, which PUBLIC_URL does not name. A browser sets Host and Origin, not the page.
    const own = originOf(c.req.url)
    if (origin !== undefined) {
      if (origin !== own && !allowed.has(origin)) throw new HttpError(403, WRITE_GUARD_MESSAGES.foreignOrigin)
    } else if (c.req.header('Sec-Fetch-Site') === 'cross-site') {
      throw new HttpError(403, WRITE_GUARD_MESSAGES.foreignOrigin)
    }
    const upload = options.isUpload(c.req.path)
    const expected = upload ? 'multipart/form-data' : 'application/json'
    const type = mediaType(c.req.header('Content-Type'))
    // No type and no body (a POST that only carries its bearer) is fine; any body must say what it is.
    if (type === null ? hasBody(c.req.raw.headers) : type !== expected) {
      throw new HttpError(415, upload ? WRITE_GUARD_MESSAGES.notMultipart : WRITE_GUARD_MESSAGES.notJson)
    }
    return next()
  })
}

function originOf(url: string): string | null {
  if (!URL.canParse(url)) return null
  const origin = new URL(url).origin
  return origin === 'null' ? null : origin
}

function mediaType(header: string | undefined): string | null {
  const type = header?.split(';')[0]?.trim().toLowerCase()
  return type === undefined || type === '' ? null : type
}

function hasBody(headers: Headers): boolean {
  const length = headers.get('Content-Length')
  return headers.has('Transfer-Encoding') || (length !== null && length.trim() !== '0')
}
