import { Hono } from 'hono'
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

// /storefront-api/admin/attributes (issue 9): a handful of attributes, listed whole with their values.
export function attributeRoutes(attributes: AttributeUseCases) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const path = '/admin/attributes'

  routes.get(path, async (c) => {
    const query = parseInput(AttributeListQuery, c.req.query())
    const items = await attributes.list(query.q || null)
    c.header('x-total-count', String(items.length))
    return c.json<AttributeAdminWire[]>(items.map(presentAttribute))
  })
  routes.get(`${path}/:id`, async (c) => {
    const attribute = await attributes.find(parseIdParam(c.req.param('id')))
    if (attribute === null) throw notFound()
    return c.json<AttributeAdminWire>(presentAttribute(attribute))
  })
  routes.post(path, async (c) => {
    const body = await parseFormBody(c, AttributeBody)
    return c.json<AttributeAdminWire>(
      presentAttribute(recordOf(await attributes.create(showcaseActor(c), body))),
      201,
    )
  })
  routes.put(`${path}/:id`, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, AttributeUpdateBody)
    return c.json<AttributeAdminWire>(presentAttribute(recordOf(await attributes.update(showcaseActor(c), id, body))))
  })
  routes.delete(`${path}/:id`, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    recordOf(await attributes.remove(showcaseActor(c), id, versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
  return routes
}
