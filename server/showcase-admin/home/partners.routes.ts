import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import { PartnerBody, PartnerUpdateBody, type PartnerAdminWire } from '../../../src/contract/showcase-admin/partners'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { recordOf, versionParam } from '../../platform/http/admin-write-answer'
import { parseFormBody } from '../../platform/http/form-body'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { actorOf, listRequest, orderAnswer, pageAnswer } from './home-admin-http'
import { presentPartnerAdmin } from './home-admin.presenter'
import type { partnerUseCases } from './partner.use-cases'

export type PartnerUseCases = ReturnType<typeof partnerUseCases>

// /storefront-api/admin/partners (decision 036), behind the showcase administrators' door.
export function partnerRoutes(partners: PartnerUseCases) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const E = SHOWCASE_ADMIN_ENDPOINTS.partners

  route(routes, E.list, async (c) => pageAnswer(c, await partners.list(listRequest(c)), presentPartnerAdmin))
  // Before /:id, which would read "order" as an id.
  route(routes, E.order, (c) => orderAnswer(c, partners.reorder))
  route(routes, E.read, async (c) => {
    const partner = await partners.find(parseIdParam(c.req.param('id')))
    if (partner === null) throw notFound()
    return c.json<PartnerAdminWire>(presentPartnerAdmin(partner))
  })
  route(routes, E.create, async (c) => {
    const body = await parseFormBody(c, PartnerBody)
    return c.json<PartnerAdminWire>(presentPartnerAdmin(recordOf(await partners.create(actorOf(c), body))), 201)
  })
  route(routes, E.update, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, PartnerUpdateBody)
    return c.json<PartnerAdminWire>(presentPartnerAdmin(recordOf(await partners.update(actorOf(c), id, body))))
  })
  route(routes, E.delete, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    recordOf(await partners.remove(actorOf(c), id, versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
  return routes
}
