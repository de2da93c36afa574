import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { clientAddressOf } from '../http/client-address'
import { isOneLine } from '../../../src/contract/wire-primitives'
import {
  ATTEMPTS_PER_ADDRESS,
  ATTEMPTS_PER_IDENTIFIANT,
  RATE_LIMIT_WINDOW_MS,
  RATE_LIMITED_MESSAGE,
  type RateLimiter,
  type RateRule,
} from './rate-limiter'

export type LimitOptions = {
  scope: string
  // The body field naming the account: `login` on the login forms, `identifiant` on forgot-password.
  field: 'login' | 'identifiant'
  // Attempts ending with these statuses are taken back (a successful login).
  forgiveStatuses?: readonly number[]
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

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

// Per address and per (account, address): refused past the limit, which stops only the address that
// failed. Per account from every address: slowed down, never refused (docs/decisions/029-throttling.md).
export function limitAttempts(limiter: RateLimiter, options: LimitOptions) {
  return createMiddleware(async (c, next) => {
    const name = await accountName(c, options.field)
    const address = clientAddressOf(c)
    const rules: RateRule[] = [{ key: `${options.scope}:adresse:${address}`, limit: ATTEMPTS_PER_ADDRESS }]
    if (name !== null) {
      rules.push({ key: `${options.scope}:compte-adresse:${name}|${address}`, limit: ATTEMPTS_PER_IDENTIFIANT })
      rules.push({ key: `${options.scope}:identifiant:${name}`, limit: ATTEMPTS_PER_IDENTIFIANT, over: 'slow' })
    }
    const attempt = await limiter.attempt(rules)
    if (!attempt.allowed) {
      c.header('Retry-After', String(RATE_LIMIT_WINDOW_MS / 1000))
      return c.json({ message: RATE_LIMITED_MESSAGE }, 429)
    }
    if (attempt.delayMs > 0) await sleep(attempt.delayMs)
    await next()
    if (options.forgiveStatuses?.includes(c.res.status)) await attempt.forgive()
  })
}
