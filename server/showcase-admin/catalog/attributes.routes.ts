import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import { recordRoutes } from '../../platform/http/record-routes'
import {
  AttributeBody,
  AttributeListQuery,
  AttributeUpdateBody,
  type AttributeAdminWire,
} from '../../../src/contract/showcase-admin/catalog-attributes'
import { parseInput } from '../../platform/http/parse-json-body'
import { showcaseActor } from '../showcase-admin.public'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { presentAttribute } from './catalog-admin.presenter'
import type { attributeUseCases } from './attribute.use-cases'

export type AttributeUseCases = ReturnType<typeof attributeUseCases>

// /storefront-api/admin/attributes (decision 036): a handful of attributes, listed whole with their values.
export function attributeRoutes(attributes: AttributeUseCases) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const E = SHOWCASE_ADMIN_ENDPOINTS.attributes

  route(routes, E.list, async (c) => {
    const query = parseInput(AttributeListQuery, c.req.query())
    const items = await attributes.list(query.q || null)
    c.header('x-total-count', String(items.length))
    return c.json<AttributeAdminWire[]>(items.map(presentAttribute))
  })
  recordRoutes(routes, E, attributes, {
    actor: showcaseActor,
    present: presentAttribute,
    body: AttributeBody,
    updateBody: AttributeUpdateBody,
  })
  return routes
}
