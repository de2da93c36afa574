import { Hono } from 'hono'
import { HttpError } from '../http/http-error'
import { parseJsonBody } from '../http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../http/require-identity'
import { LoginBody, RefreshTokenBody } from './auth-bodies'
import type { PortalDeps } from './portal-deps'
import { PORTAL_MESSAGES } from './portal-messages'
import { presentShop } from './shop.presenter'

export function shopAuthRoutes(deps: PortalDeps) {
  const routes = new Hono<CallerEnv>()

  routes.post('/login', async (c) => {
    const result = await deps.loginShop(await parseJsonBody(c, LoginBody))
    if (result.kind === 'invalid-credentials') throw new HttpError(401, PORTAL_MESSAGES.invalidCredentials)
    const tokens = { access_token: result.tokens.accessToken, refresh_token: result.tokens.refreshToken }
    // The spec reads the tokens both at the top level and under data (docs/api-contract.md).
    return c.json({ ...tokens, data: { ...tokens, shop: presentShop(result.account) } })
  })

  routes.post('/logout', requireIdentity(deps.accessTokens, ['shop']), async (c) => {
    const body = await parseJsonBody(c, RefreshTokenBody)
    await deps.logout(c.var.caller, body.refresh_token ?? null)
    return c.json({ message: PORTAL_MESSAGES.loggedOut })
  })

  return routes
}
