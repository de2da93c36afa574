import { createMiddleware } from 'hono/factory'
import type { AccessClaims, AccessTokens, LiveAccessTokens, PendingSession, TokenAudience } from '../auth/auth.public'
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

export type PendingCallerEnv = { Variables: { pendingCaller: PendingSession } }

// For a route whose own statement checks the live session (docs/decisions/050-portal-throughput.md):
// every other check here, the same 401. Set as `pendingCaller`, never as `caller`: a handler of this
// middleware that read `caller` would find nothing, not an unchecked identity.
export function requireIdentityPendingSession(accessTokens: LiveAccessTokens, audiences: readonly TokenAudience[]) {
  return createMiddleware<PendingCallerEnv>(async (c, next) => {
    const token = readBearerToken(c)
    const pending = token === null ? null : await accessTokens.verifyPendingSession(token, audiences)
    if (pending === null) throw unauthorized()
    c.set('pendingCaller', pending)
    await next()
  })
}
