import { createMiddleware } from 'hono/factory'
import type { AccessClaims, AccessTokens, TokenAudience } from '../auth/auth.public'
import { readBearerToken } from './bearer-token'
import { unauthorized } from './http-error'

export type CallerEnv = { Variables: { caller: AccessClaims } }

// A valid token of another audience is no credential here: same 401 as no token at all.
export function requireIdentity(accessTokens: AccessTokens, audiences: readonly TokenAudience[]) {
  return createMiddleware<CallerEnv>(async (c, next) => {
    const token = readBearerToken(c)
    const claims = token === null ? null : await accessTokens.verify(token, audiences)
    if (claims === null) throw unauthorized()
    c.set('caller', claims)
    await next()
  })
}
