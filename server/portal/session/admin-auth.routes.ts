import { Hono } from 'hono'
import { BACKOFFICE_ENDPOINTS } from '../../../src/contract/backoffice/backoffice.endpoints'
import { type AdminLoginWire, LoginBody, RefreshTokenBody } from '../../../src/contract/portal/auth'
import type { MessageWire } from '../../../src/contract/wire-primitives'
import { SESSION_MESSAGES } from '../../../src/domain/messages/session-messages'
import { route } from '../../platform/http/contract-routes'
import { HttpError } from '../../platform/http/http-error'
import { parseJsonBody } from '../../platform/http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../../platform/http/require-identity'
import { presentAdmin } from './admin.presenter'
import type { PortalDeps } from '../portal-deps'

export function adminAuthRoutes(deps: PortalDeps) {
  const routes = new Hono<CallerEnv>()
  const E = BACKOFFICE_ENDPOINTS.session

  route(routes, E.login, async (c) => {
    const result = await deps.loginAdmin(await parseJsonBody(c, LoginBody))
    if (result.kind === 'invalid-credentials') throw new HttpError(401, SESSION_MESSAGES.invalidCredentials)
    return c.json<AdminLoginWire>({
      access_token: result.tokens.accessToken,
      refresh_token: result.tokens.refreshToken,
      data: presentAdmin(result.account),
    })
  })

  route(routes, E.logout, requireIdentity(deps.accessTokens, ['admin']), async (c) => {
    const body = await parseJsonBody(c, RefreshTokenBody)
    await deps.logout(c.var.caller, body.refresh_token ?? null)
    return c.json<MessageWire>({ message: SESSION_MESSAGES.loggedOut })
  })

  return routes
}
