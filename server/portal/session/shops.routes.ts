import { Hono } from 'hono'
import type { ShopWire } from '../../../src/contract/portal/auth'
import { PORTAL_ENDPOINTS } from '../../../src/contract/portal/portal.endpoints'
import { route } from '../../platform/http/contract-routes'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { requireIdentity, type CallerEnv } from '../../platform/http/require-identity'
import type { PortalDeps } from '../portal-deps'
import { presentShop } from './shop.presenter'

export function shopsRoutes(deps: PortalDeps) {
  const routes = new Hono<CallerEnv>()

  route(routes, PORTAL_ENDPOINTS.shop, requireIdentity(deps.accessTokens, ['shop']), async (c) => {
    const shop = await deps.readShop(c.var.caller.subjectId, parseIdParam(c.req.param('id')))
    if (shop === null) throw notFound()
    return c.json<ShopWire>(presentShop(shop))
  })

  return routes
}
