import type { Context, Hono } from 'hono'
import type { Endpoint } from '../../../src/contract/endpoint'
import { RefreshTokenBody } from '../../../src/contract/portal/auth'
import type { MessageWire, TokenPairWire } from '../../../src/contract/wire-primitives'
import { SESSION_MESSAGES } from '../../../src/domain/messages/session-messages'
import type { AccessClaims, AccessTokens, LoginResult, RefreshResult, TokenAudience } from '../auth/auth.public'
import { readBearerToken } from './bearer-token'
import { route } from './contract-routes'
import { HttpError } from './http-error'
import { parseJsonBody } from './parse-json-body'
import { requireIdentity, type CallerEnv } from './require-identity'

// The answers every sign-in door gives alike (spec §7, §8): the Portal API's shops, e-commerce
// administrators and SSO step, and the Storefront API's showcase administrators.

/** What a door's routes need of its sessions, wired by the composition root. */
export type SessionDoor<T extends AccessTokens = AccessTokens> = {
  accessTokens: T
  refreshSession(presentedToken: string): Promise<RefreshResult>
  logout(caller: AccessClaims, refreshToken: string | null): Promise<void>
}

const tokenPair = (tokens: { accessToken: string; refreshToken: string }): TokenPairWire => ({
  access_token: tokens.accessToken,
  refresh_token: tokens.refreshToken,
})

/** The tokens and the account of a sign-in, or 401 with the door's own sentence of a failure. */
export function signedIn<A>(result: LoginResult<A>, failure: string): { tokens: TokenPairWire; account: A } {
  if (result.kind === 'invalid-credentials') throw new HttpError(401, failure)
  return { tokens: tokenPair(result.tokens), account: result.account }
}

/** The new pair of a refresh: the refresh token of the body, else the bearer; 401 for any other. */
export async function refreshedPair(c: Context, door: SessionDoor, bodyToken: string | null): Promise<TokenPairWire> {
  const presented = bodyToken ?? readBearerToken(c)
  const result = presented === null ? null : await door.refreshSession(presented)
  if (result === null || result.kind === 'rejected') throw new HttpError(401, SESSION_MESSAGES.unknownIdentifier)
  return tokenPair(result.tokens)
}

/**
 * The logout of a door: the bearer's token of its audience alone is checked (a deactivated account may
 * still end its session), and a refresh token in the body is revoked with it.
 */
export function logoutRoute<E extends CallerEnv>(
  routes: Hono<E>,
  endpoint: Endpoint,
  door: SessionDoor,
  audience: TokenAudience,
): void {
  route(routes, endpoint, requireIdentity(door.accessTokens, [audience]), async (c) => {
    const body = await parseJsonBody(c, RefreshTokenBody)
    await door.logout(c.var.caller, body.refresh_token ?? null)
    return c.json<MessageWire>({ message: SESSION_MESSAGES.loggedOut })
  })
}
