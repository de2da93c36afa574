import { Hono } from 'hono'
import { LoginBody, type ShopLoginWire } from '../../../src/contract/portal/auth'
import { PORTAL_ENDPOINTS } from '../../../src/contract/portal/portal.endpoints'
import { SESSION_MESSAGES } from '../../../src/domain/messages/session-messages'
import { route } from '../../platform/http/contract-routes'
import { parseJsonBody } from '../../platform/http/parse-json-body'
import type { CallerEnv } from '../../platform/http/require-identity'
import { logoutRoute, signedIn } from '../../platform/http/session-routes'
import type { PortalDeps } from '../portal-deps'
import { presentShop } from './shop.presenter'

export function shopAuthRoutes(deps: PortalDeps) {
  const routes = new Hono<CallerEnv>()

  route(routes, PORTAL_ENDPOINTS.shopLogin, async (c) => {
    const result = await deps.loginShop(await parseJsonBody(c, LoginBody))
    const { tokens, account } = signedIn(result, SESSION_MESSAGES.invalidCredentials)
    // The spec reads the tokens both at the top level and under data (docs/api-contract.md).
    return c.json<ShopLoginWire>({ ...tokens, data: { ...tokens, shop: presentShop(account) } })
  })
  logoutRoute(routes, PORTAL_ENDPOINTS.shopLogout, deps, 'shop')

  return routes
}
