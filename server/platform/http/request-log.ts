import type { MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { AccessLogEntry } from '../shared/logger.pino'

export type RequestIdEnv = { Variables: { requestId: string } }

// A balancer's or a client's X-Request-Id is kept when it is a short token (so one id follows a request
// through every hop); anything else is replaced by a fresh one. Either way it is echoed in the answer.
const IncomingRequestId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,64}$/))

export function requestIdAndLog(log: ((entry: AccessLogEntry) => void) | null): MiddlewareHandler<RequestIdEnv> {
  return async (c, next) => {
    const incoming = v.safeParse(IncomingRequestId, c.req.header('X-Request-Id'))
    const requestId = incoming.success ? incoming.output : crypto.randomUUID()
    c.set('requestId', requestId)
    const started = performance.now()
    try {
      await next()
    } finally {
      // On the answer's own headers: `c.header` after the handler makes hono rebuild the answer as a
      // Fetch Response with a streamed body (decision 061).
      c.res.headers.set('X-Request-Id', requestId)
      // The path only: a query string can carry a reset token or personal data.
      const entry = { method: c.req.method, path: c.req.path, status: c.res.status, requestId }
      log?.({ ...entry, ms: Math.round((performance.now() - started) * 10) / 10 })
    }
  }
}
