import { Hono } from 'hono'
import { BACKOFFICE_ENDPOINTS } from '../../../src/contract/backoffice/backoffice.endpoints'
import type { AdminLoginStepWire } from '../../../src/contract/backoffice/second-factor'
import { type AdminLoginWire, LoginBody } from '../../../src/contract/portal/auth'
import { SESSION_MESSAGES } from '../../../src/domain/messages/session-messages'
import { route } from '../../platform/http/contract-routes'
import { parseJsonBody } from '../../platform/http/parse-json-body'
import type { CallerEnv } from '../../platform/http/require-identity'
import { logoutRoute, signedIn } from '../../platform/http/session-routes'
import { presentAdmin } from './admin.presenter'
import { secondStepRoute } from './second-step.routes'
import type { PortalDeps } from '../portal-deps'

export function adminAuthRoutes(deps: PortalDeps) {
  const routes = new Hono<CallerEnv>()
  const E = BACKOFFICE_ENDPOINTS.session

  route(routes, E.login, async (c) => {
    const result = await deps.loginAdmin(await parseJsonBody(c, LoginBody))
    // With the second factor on, a challenge instead of tokens (decision 063).
    if (result.kind === 'second-factor-required') {
      return c.json<AdminLoginStepWire>({ second_factor: 'required', challenge: result.challenge })
    }
    const { tokens, account } = signedIn(result, SESSION_MESSAGES.invalidCredentials)
    return c.json<AdminLoginWire>({ ...tokens, data: presentAdmin(account) })
  })
  secondStepRoute(routes, E.secondFactor, deps, 'admin')
  logoutRoute(routes, E.logout, deps, 'admin')

  return routes
}
