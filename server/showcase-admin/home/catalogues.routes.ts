import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { recordRoutes } from '../../platform/http/record-routes'
import { CatalogueBody, CatalogueListQuery, CatalogueUpdateBody } from '../../../src/contract/showcase-admin/catalogues'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { actorOf, type ShowcaseContext } from './home-admin-http'
import { listWindow } from '../../platform/http/admin-write-answer'
import { parseInput } from '../../platform/http/parse-json-body'
import type { CatalogueListRequest } from './catalogue-store'
import { presentCatalogueAdmin } from './home-admin.presenter'
import type { catalogueUseCases } from './catalogue.use-cases'

function listRequest(c: ShowcaseContext): CatalogueListRequest {
  const query = parseInput(CatalogueListQuery, c.req.query())
  return { ...listWindow(query), sort: query._sort ?? 'position', text: query.q || null }
}

export type CatalogueUseCases = ReturnType<typeof catalogueUseCases>

// /storefront-api/admin/catalogues (decision 036), behind the showcase administrators' door.
export function catalogueRoutes(catalogues: CatalogueUseCases) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const E = SHOWCASE_ADMIN_ENDPOINTS.catalogues

  recordRoutes(routes, E, catalogues, {
    actor: actorOf,
    present: presentCatalogueAdmin,
    body: CatalogueBody,
    updateBody: CatalogueUpdateBody,
    list: (c) => catalogues.list(listRequest(c)),
  })
  return routes
}
