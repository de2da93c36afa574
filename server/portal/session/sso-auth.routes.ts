import { Hono } from 'hono'
import type { SsoLoginStepWire } from '../../../src/contract/backoffice/second-factor'
import { SsoLoginBody, type SsoLoginWire } from '../../../src/contract/portal/sso-auth'
import { SHOWCASE_ADMIN_SSO_ENDPOINTS as E } from '../../../src/contract/showcase-admin/session.endpoints'
import { SESSION_MESSAGES } from '../../../src/domain/messages/session-messages'
import { route } from '../../platform/http/contract-routes'
import { parseJsonBody } from '../../platform/http/parse-json-body'
import type { CallerEnv } from '../../platform/http/require-identity'
import { logoutRoute, signedIn } from '../../platform/http/session-routes'
import { presentAdmin } from './admin.presenter'
import { secondStepRoute } from './second-step.routes'
import type { PortalDeps } from '../portal-deps'

// Step one of the showcase administrators' sign-in (spec §4, §7 "Admin SSO"). These paths stay out
// of the e-commerce back office's /admin guard (server/backoffice/backoffice.app.ts lets /admin/sso/ by).
export function ssoAuthRoutes(deps: PortalDeps) {
  const routes = new Hono<CallerEnv>()

  route(routes, E.login, async (c) => {
    const result = await deps.loginSso(await parseJsonBody(c, SsoLoginBody))
    // With the second factor on, a challenge instead of the SSO pair (decision 063).
    if (result.kind === 'second-factor-required') {
      return c.json<SsoLoginStepWire>({ second_factor: 'required', challenge: result.challenge })
    }
    // The SSO variant of the admin login failure keeps its final dot (spec §8).
    const { tokens, account } = signedIn(result, SESSION_MESSAGES.invalidCredentialsSso)
    return c.json<SsoLoginWire>({ ...tokens, data: presentAdmin(account) })
  })
  secondStepRoute(routes, E.secondFactor, deps, 'sso')
  // Spec §7: an empty body, the SSO access token as the bearer; a refresh token in the body is also taken.
  logoutRoute(routes, E.logout, deps, 'sso')

  return routes
}
