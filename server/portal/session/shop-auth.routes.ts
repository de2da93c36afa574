import { Hono } from 'hono'
import { LoginBody, RefreshTokenBody, type ShopLoginWire } from '../../../src/contract/portal/auth'
import { PORTAL_ENDPOINTS } from '../../../src/contract/portal/portal.endpoints'
import type { MessageWire, TokenPairWire } from '../../../src/contract/wire-primitives'
import { SESSION_MESSAGES } from '../../../src/domain/messages/session-messages'
import { route } from '../../platform/http/contract-routes'
import { HttpError } from '../../platform/http/http-error'
import { parseJsonBody } from '../../platform/http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../../platform/http/require-identity'
import type { PortalDeps } from '../portal-deps'
import { presentShop } from './shop.presenter'

export function shopAuthRoutes(deps: PortalDeps) {
  const routes = new Hono<CallerEnv>()

  route(routes, PORTAL_ENDPOINTS.shopLogin, async (c) => {
    const result = await deps.loginShop(await parseJsonBody(c, LoginBody))
    if (result.kind === 'invalid-credentials') throw new HttpError(401, SESSION_MESSAGES.invalidCredentials)
    const tokens: TokenPairWire = { access_token: result.tokens.accessToken, refresh_token: result.tokens.refreshToken }
    // The spec reads the tokens both at the top level and under data (docs/api-contract.md).
    return c.json<ShopLoginWire>({ ...tokens, data: { ...tokens, shop: presentShop(result.account) } })
  })

  route(routes, PORTAL_ENDPOINTS.shopLogout, requireIdentity(deps.accessTokens, ['shop']), async (c) => {
    const body = await parseJsonBody(c, RefreshTokenBody)
    await deps.logout(c.var.caller, body.refresh_token ?? null)
    return c.json<MessageWire>({ message: SESSION_MESSAGES.loggedOut })
  })

  return routes
}
