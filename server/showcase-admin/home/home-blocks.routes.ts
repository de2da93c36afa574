import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import {
  HomeBlockBody,
  HomeBlockUpdateBody,
  type HomeBlockAdminWire,
} from '../../../src/contract/showcase-admin/home-blocks'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { recordOf, versionParam } from '../../platform/http/admin-write-answer'
import { parseFormBody } from '../../platform/http/form-body'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { actorOf, listRequest, orderAnswer, pageAnswer } from './home-admin-http'
import { presentHomeBlockAdmin } from './home-admin.presenter'
import type { homeBlockUseCases } from './home-block.use-cases'

export type HomeBlockUseCases = ReturnType<typeof homeBlockUseCases>

// /storefront-api/admin/home-blocks (decision 036), behind the showcase administrators' door.
export function homeBlockRoutes(blocks: HomeBlockUseCases) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const E = SHOWCASE_ADMIN_ENDPOINTS.homeBlocks

  route(routes, E.list, async (c) => pageAnswer(c, await blocks.list(listRequest(c)), presentHomeBlockAdmin))
  // Before /:id, which would read "order" as an id.
  route(routes, E.order, (c) => orderAnswer(c, blocks.reorder))
  route(routes, E.read, async (c) => {
    const block = await blocks.find(parseIdParam(c.req.param('id')))
    if (block === null) throw notFound()
    return c.json<HomeBlockAdminWire>(presentHomeBlockAdmin(block))
  })
  route(routes, E.create, async (c) => {
    const body = await parseFormBody(c, HomeBlockBody)
    return c.json<HomeBlockAdminWire>(presentHomeBlockAdmin(recordOf(await blocks.create(actorOf(c), body))), 201)
  })
  route(routes, E.update, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, HomeBlockUpdateBody)
    return c.json<HomeBlockAdminWire>(presentHomeBlockAdmin(recordOf(await blocks.update(actorOf(c), id, body))))
  })
  route(routes, E.delete, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    recordOf(await blocks.remove(actorOf(c), id, versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
  return routes
}
