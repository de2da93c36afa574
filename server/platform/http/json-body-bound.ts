import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MESSAGES } from './http-error'

const tooLarge = (c: Context) => c.json({ message: MESSAGES.tooLarge }, 413)

/** hono's `bodyLimit` with the API's French 413. */
export const boundedBody = (maxSize: number): MiddlewareHandler => bodyLimit({ maxSize, onError: tooLarge })

/**
 * The bound of a JSON body, as hono's `bodyLimit` checks it: a body that declares its length (what a browser's
 * `fetch` sends) is judged on that header, and the node adapter then reads it straight from the socket. hono's
 * middleware first asks `c.req.raw.body`, which makes @hono/node-server build the whole Fetch Request of every
 * write, about a tenth of an add to cart's CPU (docs/decisions/061, addendum). A chunked body, with no length to
 * judge, keeps hono's counting read.
 */
export function jsonBodyBound(maxSize: number): MiddlewareHandler {
  const counted = boundedBody(maxSize)
  return (c, next) => {
    const length = c.req.header('content-length')
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next)
    return Number.parseInt(length, 10) > maxSize ? Promise.resolve(tooLarge(c)) : next()
  }
}
