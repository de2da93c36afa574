import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { MAX_APPLICATION_BODY_BYTES, MAX_JSON_BODY_BYTES } from '../../../src/domain/body-limits'
import { clientAddressOf } from '../../platform/http/client-address'
import { MESSAGES } from '../../platform/http/http-error'
import { RATE_LIMIT_WINDOW_MS, type RateLimiter } from '../../platform/rate-limit/rate-limit.public'
import { SUBMISSION_MESSAGES as M } from '../../../src/contract/showcase/submissions'
import { SHOWCASE_ENDPOINTS } from '../../../src/contract/showcase/showcase.endpoints'
import { endpointPathTest } from '../../platform/http/endpoint-path'

export const SUBMISSIONS_PER_ADDRESS = 5
/** The job application's path, the Storefront API's prefix included or not. */
export const isJobApplicationPath = endpointPathTest(SHOWCASE_ENDPOINTS.jobApplication)

// Bodies are bounded before anything reads them: by Content-Length when the client sends one,
// else while streaming. The application form may carry a CV, and says so when it is too big.
export function showcaseBodyLimits() {
  const json = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: (c) => c.json({ message: MESSAGES.tooLarge }, 413) })
  const form = bodyLimit({
    maxSize: MAX_APPLICATION_BODY_BYTES,
    onError: (c) => c.json({ message: M.cvTooLarge }, 413),
  })
  return createMiddleware((c, next) => (isJobApplicationPath(c.req.path) ? form(c, next) : json(c, next)))
}

// Contact messages and applications share one budget per address. A submission refused for its
// content (400 bad field, 413 too large, 415 wrong file) is taken back: a visitor correcting a form
// keeps the budget. Accepted ones and the honeypot's refusals (422, a robot) count.
const FORGIVEN_STATUSES = [400, 413, 415]
export function limitSubmissions(limiter: RateLimiter, contactEmail: string) {
  return createMiddleware(async (c, next) => {
    const attempt = await limiter.attempt([
      { key: `vitrine-envoi:adresse:${clientAddressOf(c)}`, limit: SUBMISSIONS_PER_ADDRESS },
    ])
    if (!attempt.allowed) {
      c.header('Retry-After', String(RATE_LIMIT_WINDOW_MS / 1000))
      return c.json({ message: M.tooManySubmissions(contactEmail) }, 429)
    }
    await next()
    if (FORGIVEN_STATUSES.includes(c.res.status)) await attempt.forgive()
  })
}
