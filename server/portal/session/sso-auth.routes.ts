import { Hono } from 'hono'
import { RefreshTokenBody } from '../../../src/contract/portal/auth'
import { SsoLoginBody, type SsoLoginWire } from '../../../src/contract/portal/sso-auth'
import type { MessageWire } from '../../../src/contract/wire-primitives'
import { SHOWCASE_ADMIN_SSO_ENDPOINTS as E } from '../../../src/contract/showcase-admin/session.endpoints'
import { SESSION_MESSAGES } from '../../../src/domain/messages/session-messages'
import { route } from '../../platform/http/contract-routes'
import { HttpError } from '../../platform/http/http-error'
import { parseJsonBody } from '../../platform/http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../../platform/http/require-identity'
import { presentAdmin } from './admin.presenter'
import type { PortalDeps } from '../portal-deps'

// Step one of the showcase administrators' sign-in (spec §4, §7 "Admin SSO"). These paths stay out
// of the e-commerce back office's /admin guard (server/backoffice/backoffice.app.ts lets /admin/sso/ by).
export function ssoAuthRoutes(deps: PortalDeps) {
  const routes = new Hono<CallerEnv>()

  route(routes, E.login, async (c) => {
    const result = await deps.loginSso(await parseJsonBody(c, SsoLoginBody))
    // The SSO variant of the admin login failure keeps its final dot (spec §8).
    if (result.kind === 'invalid-credentials') throw new HttpError(401, SESSION_MESSAGES.invalidCredentialsSso)
    return c.json<SsoLoginWire>({
      access_token: result.tokens.accessToken,
      refresh_token: result.tokens.refreshToken,
      data: presentAdmin(result.account),
    })
  })

  // Spec §7: an empty body, the SSO access token as the bearer; a refresh token in the body is also taken.
  route(routes, E.logout, requireIdentity(deps.accessTokens, ['sso']), async (c) => {
    const body = await parseJsonBody(c, RefreshTokenBody)
    await deps.logout(c.var.caller, body.refresh_token ?? null)
    return c.json<MessageWire>({ message: SESSION_MESSAGES.loggedOut })
  })

  return routes
}
