import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { clientAddressOf } from '../http/client-address'
import {
  ATTEMPTS_PER_ADDRESS,
  ATTEMPTS_PER_IDENTIFIANT,
  RATE_LIMIT_WINDOW_MS,
  RATE_LIMITED_MESSAGE,
  type RateLimiter,
} from '../rate-limit/rate-limit.public'
import type { SignInChallenges, SignInSurface } from './sign-in-challenge'

// Wrong codes go through the login throttling (docs/decisions/029-throttling.md, 063-second-factor.md):
// the same limits and window, keyed by the administrator the challenge names (checked, so that nobody
// can spend another account's allowance with a forged one) rather than by a typed login.

type RateRule = Parameters<RateLimiter['attempt']>[0][number]

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function challengeOf(c: Context): Promise<string | null> {
  try {
    const body: unknown = JSON.parse(await c.req.text())
    const challenge = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).challenge : null
    return typeof challenge === 'string' && challenge.length <= 4000 ? challenge.trim() : null
  } catch {
    return null
  }
}

export function secondStepThrottle(limiter: RateLimiter, challenges: SignInChallenges, surface: SignInSurface) {
  const scope = `second-factor-${surface}`
  return createMiddleware(async (c, next) => {
    const challenge = await challengeOf(c)
    const verified = challenge === null ? null : await challenges.verify(challenge, surface)
    const address = clientAddressOf(c)
    const rules: RateRule[] = [{ key: `${scope}:adresse:${address}`, limit: ATTEMPTS_PER_ADDRESS }]
    if (verified !== null) {
      const account = String(verified.adminId)
      rules.push({ key: `${scope}:compte-adresse:${account}|${address}`, limit: ATTEMPTS_PER_IDENTIFIANT })
      rules.push({ key: `${scope}:identifiant:${account}`, limit: ATTEMPTS_PER_IDENTIFIANT, over: 'slow' })
    }
    const attempt = await limiter.attempt(rules)
    if (!attempt.allowed) {
      c.header('Retry-After', String(RATE_LIMIT_WINDOW_MS / 1000))
      return c.json({ message: RATE_LIMITED_MESSAGE }, 429)
    }
    if (attempt.delayMs > 0) await sleep(attempt.delayMs)
    await next()
    if (c.res.status === 200) await attempt.forgive()
  })
}
