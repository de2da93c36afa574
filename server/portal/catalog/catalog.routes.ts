import { Hono } from 'hono'
import { ProductsQuery } from '../../../src/contract/portal/catalog'
import { PORTAL_ENDPOINTS } from '../../../src/contract/portal/portal.endpoints'
import type { Clock } from '../../platform/shared/clock'
import type { AccessTokens } from '../../platform/auth/auth.public'
import { route } from '../../platform/http/contract-routes'
import { parseInput } from '../../platform/http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../../platform/http/require-identity'
import { pageSize } from '../../platform/http/list-params'
import type { PortalCatalogRepository } from './catalog-repository'
import { presentPortalCategory, presentPortalProduct } from './catalog.presenter'

// Reading the catalogue is a plain query scoped by the caller's brand: no use case in between.
export function portalCatalogRoutes(deps: {
  accessTokens: AccessTokens
  catalog: PortalCatalogRepository
  clock: Clock
}) {
  const routes = new Hono<CallerEnv>()
  const shopOnly = requireIdentity(deps.accessTokens, ['shop'])

  route(routes, PORTAL_ENDPOINTS.categories, shopOnly, async (c) => {
    const found = await deps.catalog.listCategories(c.var.caller.subjectId)
    return c.json(found.map(presentPortalCategory))
  })

  route(routes, PORTAL_ENDPOINTS.products, shopOnly, async (c) => {
    const query = parseInput(ProductsQuery, c.req.query())
    const { items, total } = await deps.catalog.listProducts(
      c.var.caller.subjectId,
      {
        start: query._start ?? 0,
        limit: pageSize(query._limit),
        sort: query._sort ?? 'name',
        order: query._order ?? 'ASC',
        categoryId: query.category ?? null,
        text: query.q === undefined || query.q === '' ? null : query.q,
      },
      deps.clock.now(),
    )
    c.header('x-total-count', String(total))
    return c.json(items.map(presentPortalProduct))
  })

  return routes
}
