import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import { recordRoutes } from '../../platform/http/record-routes'
import { HomeBlockBody, HomeBlockUpdateBody } from '../../../src/contract/showcase-admin/home-blocks'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { actorOf, listRequest, orderAnswer } from './home-admin-http'
import { presentHomeBlockAdmin } from './home-admin.presenter'
import type { homeBlockUseCases } from './home-block.use-cases'

export type HomeBlockUseCases = ReturnType<typeof homeBlockUseCases>

// /storefront-api/admin/home-blocks (decision 036), behind the showcase administrators' door.
export function homeBlockRoutes(blocks: HomeBlockUseCases) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const E = SHOWCASE_ADMIN_ENDPOINTS.homeBlocks

  // Before /:id, which would read "order" as an id.
  route(routes, E.order, (c) => orderAnswer(c, blocks.reorder))
  recordRoutes(routes, E, blocks, {
    actor: actorOf,
    present: presentHomeBlockAdmin,
    body: HomeBlockBody,
    updateBody: HomeBlockUpdateBody,
    list: (c) => blocks.list(listRequest(c)),
  })
  return routes
}
