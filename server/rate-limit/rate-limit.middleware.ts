import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { isOneLine } from '../../src/contract/wire-primitives'
import { ATTEMPTS_PER_ADDRESS, ATTEMPTS_PER_IDENTIFIANT, RATE_LIMIT_WINDOW_MS, RATE_LIMITED_MESSAGE, type RateLimiter } from './rate-limiter'

export type LimitOptions = {
  scope: string
  // The body field naming the account: `login` on the login forms, `identifiant` on forgot-password.
  field: 'login' | 'identifiant'
  // Attempts ending with these statuses are taken back (a successful login).
  forgiveStatuses?: readonly number[]
}

// The socket's address; behind a reverse proxy every client shares the proxy's address, which
// only makes the per-address budget stricter.
function clientAddress(c: Context): string {
  const env: unknown = c.env
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return 'inconnue'
  const incoming = env.incoming as { socket?: { remoteAddress?: unknown } } | undefined
  const address = incoming?.socket?.remoteAddress
  return typeof address === 'string' && address !== '' ? address : 'inconnue'
}

// Read leniently: a malformed body still counts against the address, and the route itself
// answers the 400. Hono caches the body, so the route reads it again for free.
async function accountName(c: Context, field: LimitOptions['field']): Promise<string | null> {
  try {
    const body: unknown = JSON.parse(await c.req.text())
    if (typeof body !== 'object' || body === null) return null
    const value = (body as Record<string, unknown>)[field]
    if (typeof value !== 'string') return null
    const name = value.trim().toLowerCase().slice(0, 200)
    // A name with control characters is no account (the contract refuses it with 400), and PostgreSQL
    // would refuse a NUL in the key with a 500: only the address counts then.
    return name === '' || !isOneLine(name) ? null : name
  } catch {
    return null
  }
}

export function limitAttempts(limiter: RateLimiter, options: LimitOptions) {
  return createMiddleware(async (c, next) => {
    const name = await accountName(c, options.field)
    const rules = [{ key: `${options.scope}:adresse:${clientAddress(c)}`, limit: ATTEMPTS_PER_ADDRESS }]
    if (name !== null) rules.push({ key: `${options.scope}:identifiant:${name}`, limit: ATTEMPTS_PER_IDENTIFIANT })
    const attempt = await limiter.attempt(rules)
    if (!attempt.allowed) {
      c.header('Retry-After', String(RATE_LIMIT_WINDOW_MS / 1000))
      return c.json({ message: RATE_LIMITED_MESSAGE }, 429)
    }
    await next()
    if (options.forgiveStatuses?.includes(c.res.status)) await attempt.forgive()
  })
}
