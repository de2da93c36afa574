import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import { recordRoutes } from '../../platform/http/record-routes'
import { PartnerBody, PartnerUpdateBody } from '../../../src/contract/showcase-admin/partners'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { actorOf, listRequest, orderAnswer } from './home-admin-http'
import { presentPartnerAdmin } from './home-admin.presenter'
import type { partnerUseCases } from './partner.use-cases'

export type PartnerUseCases = ReturnType<typeof partnerUseCases>

// /storefront-api/admin/partners (decision 036), behind the showcase administrators' door.
export function partnerRoutes(partners: PartnerUseCases) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const E = SHOWCASE_ADMIN_ENDPOINTS.partners

  // Before /:id, which would read "order" as an id.
  route(routes, E.order, (c) => orderAnswer(c, partners.reorder))
  recordRoutes(routes, E, partners, {
    actor: actorOf,
    present: presentPartnerAdmin,
    body: PartnerBody,
    updateBody: PartnerUpdateBody,
    list: (c) => partners.list(listRequest(c)),
  })
  return routes
}
