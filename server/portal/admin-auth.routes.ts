import { Hono } from 'hono'
import { HttpError } from '../http/http-error'
import { parseJsonBody } from '../http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../http/require-identity'
import { presentAdmin } from './admin.presenter'
import { LoginBody, RefreshTokenBody } from './auth-bodies'
import type { PortalDeps } from './portal-deps'
import { PORTAL_MESSAGES } from './portal-messages'

export function adminAuthRoutes(deps: PortalDeps) {
  const routes = new Hono<CallerEnv>()

  routes.post('/admin/login', async (c) => {
    const result = await deps.loginAdmin(await parseJsonBody(c, LoginBody))
    if (result.kind === 'invalid-credentials') throw new HttpError(401, PORTAL_MESSAGES.invalidCredentials)
    return c.json({
      access_token: result.tokens.accessToken,
      refresh_token: result.tokens.refreshToken,
      data: presentAdmin(result.account),
    })
  })

  routes.post('/admin/logout', requireIdentity(deps.accessTokens, ['admin']), async (c) => {
    const body = await parseJsonBody(c, RefreshTokenBody)
    await deps.logout(c.var.caller, body.refresh_token ?? null)
    return c.json({ message: PORTAL_MESSAGES.loggedOut })
  })

  return routes
}
