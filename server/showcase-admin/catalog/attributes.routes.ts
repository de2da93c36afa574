import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import {
  AttributeBody,
  AttributeListQuery,
  AttributeUpdateBody,
  type AttributeAdminWire,
} from '../../../src/contract/showcase-admin/catalog-attributes'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { recordOf, versionParam } from '../../platform/http/admin-write-answer'
import { parseFormBody } from '../../platform/http/form-body'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
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
  route(routes, E.read, async (c) => {
    const attribute = await attributes.find(parseIdParam(c.req.param('id')))
    if (attribute === null) throw notFound()
    return c.json<AttributeAdminWire>(presentAttribute(attribute))
  })
  route(routes, E.create, async (c) => {
    const body = await parseFormBody(c, AttributeBody)
    return c.json<AttributeAdminWire>(presentAttribute(recordOf(await attributes.create(showcaseActor(c), body))), 201)
  })
  route(routes, E.update, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, AttributeUpdateBody)
    return c.json<AttributeAdminWire>(presentAttribute(recordOf(await attributes.update(showcaseActor(c), id, body))))
  })
  route(routes, E.delete, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    recordOf(await attributes.remove(showcaseActor(c), id, versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
  return routes
}
