import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { MAX_APPLICATION_BODY_BYTES, MAX_JSON_BODY_BYTES } from '../../../src/domain/body-limits'
import { MESSAGES } from '../../http/http-error'
import { RATE_LIMIT_WINDOW_MS, RATE_LIMITED_MESSAGE, type RateLimiter } from '../../rate-limit/rate-limit.public'
import { SUBMISSION_MESSAGES as M } from '../../../src/contract/storefront/submissions'

export const SUBMISSIONS_PER_ADDRESS = 5
const APPLICATION_PATH = /\/api\/jobs\/[^/]+\/applications\/?$/

// Bodies are bounded before anything reads them: by Content-Length when the client sends one,
// else while streaming. The application form may carry a CV, and says so when it is too big.
export function storefrontBodyLimits() {
  const json = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: (c) => c.json({ message: MESSAGES.tooLarge }, 413) })
  const form = bodyLimit({
    maxSize: MAX_APPLICATION_BODY_BYTES,
    onError: (c) => c.json({ message: M.cvTooLarge }, 413),
  })
  return createMiddleware((c, next) => (APPLICATION_PATH.test(c.req.path) ? form(c, next) : json(c, next)))
}

// The socket's address (see the portal's rate limit): behind a reverse proxy all visitors share
// the proxy's, which makes the budget stricter, never looser.
export function clientAddress(c: Context): string {
  const env: unknown = c.env
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return 'inconnue'
  const incoming = env.incoming as { socket?: { remoteAddress?: unknown } } | undefined
  const address = incoming?.socket?.remoteAddress
  return typeof address === 'string' && address !== '' ? address : 'inconnue'
}

// Contact messages and applications share one budget per address: every attempt counts,
// refused ones included, so a robot hammering the forms stays locked out.
export function limitSubmissions(limiter: RateLimiter) {
  return createMiddleware(async (c, next) => {
    const attempt = await limiter.attempt([{ key: `vitrine-envoi:adresse:${clientAddress(c)}`, limit: SUBMISSIONS_PER_ADDRESS }])
    if (!attempt.allowed) {
      c.header('Retry-After', String(RATE_LIMIT_WINDOW_MS / 1000))
      return c.json({ message: RATE_LIMITED_MESSAGE }, 429)
    }
    await next()
  })
}
