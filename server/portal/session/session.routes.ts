import { Hono, type Context } from 'hono'
import { type CurrentAdminWire, type CurrentShopWire, RefreshTokenBody } from '../../../src/contract/portal/auth'
import { PORTAL_ENDPOINTS } from '../../../src/contract/portal/portal.endpoints'
import type { TokenPairWire } from '../../../src/contract/wire-primitives'
import { route } from '../../platform/http/contract-routes'
import { unauthorized } from '../../platform/http/http-error'
import { parseJsonBody } from '../../platform/http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../../platform/http/require-identity'
import { refreshedPair } from '../../platform/http/session-routes'
import { presentAdmin } from './admin.presenter'
import type { PortalDeps } from '../portal-deps'
import { presentShop } from './shop.presenter'

export function sessionRoutes(deps: PortalDeps) {
  const routes = new Hono<CallerEnv>()

  route(routes, PORTAL_ENDPOINTS.currentIdentity, requireIdentity(deps.accessTokens, ['shop', 'admin']), async (c) => {
    const identity = await deps.currentIdentity(c.var.caller)
    if (identity.kind === 'shop') return c.json<CurrentShopWire>({ authenticatable: presentShop(identity.shop) })
    if (identity.kind === 'admin') return c.json<CurrentAdminWire>({ authenticatable: presentAdmin(identity.admin) })
    // A valid token whose account was deleted since.
    throw unauthorized()
  })

  const refresh = async (c: Context, bodyToken: string | null) =>
    c.json<TokenPairWire>(await refreshedPair(c, deps, bodyToken))

  route(routes, PORTAL_ENDPOINTS.refreshTokenByBearer, (c) => refresh(c, null))
  route(routes, PORTAL_ENDPOINTS.refreshToken, async (c) => {
    const body = await parseJsonBody(c, RefreshTokenBody)
    return refresh(c, body.refresh_token ?? null)
  })

  return routes
}
