import { Hono } from 'hono'
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

// /storefront-api/admin/partners (issue 9), behind the showcase administrators' door.
export function partnerRoutes(partners: PartnerUseCases) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const path = '/admin/partners'

  routes.get(path, async (c) => pageAnswer(c, await partners.list(listRequest(c)), presentPartnerAdmin))
  // Before /:id, which would read "order" as an id.
  routes.put(`${path}/order`, (c) => orderAnswer(c, partners.reorder))
  routes.get(`${path}/:id`, async (c) => {
    const partner = await partners.find(parseIdParam(c.req.param('id')))
    if (partner === null) throw notFound()
    return c.json<PartnerAdminWire>(presentPartnerAdmin(partner))
  })
  routes.post(path, async (c) => {
    const body = await parseFormBody(c, PartnerBody)
    return c.json<PartnerAdminWire>(presentPartnerAdmin(recordOf(await partners.create(actorOf(c), body))), 201)
  })
  routes.put(`${path}/:id`, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, PartnerUpdateBody)
    return c.json<PartnerAdminWire>(presentPartnerAdmin(recordOf(await partners.update(actorOf(c), id, body))))
  })
  routes.delete(`${path}/:id`, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    recordOf(await partners.remove(actorOf(c), id, versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
  return routes
}
