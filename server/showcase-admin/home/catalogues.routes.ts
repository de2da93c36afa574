import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import {
  CatalogueBody,
  CatalogueListQuery,
  CatalogueUpdateBody,
  type CatalogueAdminWire,
} from '../../../src/contract/showcase-admin/catalogues'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { parseFormBody } from '../../platform/http/form-body'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { actorOf, pageAnswer, type ShowcaseContext } from './home-admin-http'
import { listWindow, recordOf, versionParam } from '../../platform/http/admin-write-answer'
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

  route(routes, E.list, async (c) => pageAnswer(c, await catalogues.list(listRequest(c)), presentCatalogueAdmin))
  route(routes, E.read, async (c) => {
    const catalogue = await catalogues.find(parseIdParam(c.req.param('id')))
    if (catalogue === null) throw notFound()
    return c.json<CatalogueAdminWire>(presentCatalogueAdmin(catalogue))
  })
  route(routes, E.create, async (c) => {
    const body = await parseFormBody(c, CatalogueBody)
    const record = recordOf(await catalogues.create(actorOf(c), body))
    return c.json<CatalogueAdminWire>(presentCatalogueAdmin(record), 201)
  })
  route(routes, E.update, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, CatalogueUpdateBody)
    return c.json<CatalogueAdminWire>(presentCatalogueAdmin(recordOf(await catalogues.update(actorOf(c), id, body))))
  })
  route(routes, E.delete, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    recordOf(await catalogues.remove(actorOf(c), id, versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
  return routes
}
