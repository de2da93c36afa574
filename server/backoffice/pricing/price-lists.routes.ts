import { Hono } from 'hono'
import {
  PRICE_LIST_ENDPOINTS as E,
  PriceListBody,
  PriceListUpdateBody,
  type PriceListOptionWire,
  type PriceListWire,
} from '../../../src/contract/backoffice/price-lists'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import { actorOf, recordOf, versionParam } from '../../platform/http/admin-write-answer'
import { route } from '../../platform/http/contract-routes'
import { parseFormBody } from '../../platform/http/form-body'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { presentPriceableOption, presentPriceList } from './price-list.presenter'
import type { PriceListUseCases } from './price-lists.use-cases'

// A brand's price lists under /admin/brands/{id} (docs/decisions/075-price-tiers-price-lists-lead-times.md),
// mounted behind the back office's admin guard: whoever may edit the brand may edit its lists.
export function priceListRoutes(priceLists: PriceListUseCases) {
  const routes = new Hono<AdminEnv>()

  route(routes, E.list, async (c) => {
    const lists = await priceLists.list(parseIdParam(c.req.param('id')))
    if (lists === null) throw notFound()
    // The whole collection at once; the count is there for the back office's generic gateway.
    c.header('x-total-count', String(lists.length))
    return c.json<PriceListWire[]>(lists.map(presentPriceList))
  })
  route(routes, E.options, async (c) => {
    const options = await priceLists.options(parseIdParam(c.req.param('id')))
    if (options === null) throw notFound()
    c.header('x-total-count', String(options.length))
    return c.json<PriceListOptionWire[]>(options.map(presentPriceableOption))
  })
  route(routes, E.create, async (c) => {
    const brandId = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, PriceListBody)
    return c.json<PriceListWire>(presentPriceList(recordOf(await priceLists.create(actorOf(c), brandId, body))), 201)
  })
  route(routes, E.update, async (c) => {
    const [brandId, listId] = [parseIdParam(c.req.param('id')), parseIdParam(c.req.param('listId'))]
    const body = await parseFormBody(c, PriceListUpdateBody)
    const outcome = await priceLists.update(actorOf(c), brandId, listId, body)
    return c.json<PriceListWire>(presentPriceList(recordOf(outcome)))
  })
  route(routes, E.delete, async (c) => {
    const [brandId, listId] = [parseIdParam(c.req.param('id')), parseIdParam(c.req.param('listId'))]
    recordOf(await priceLists.remove(actorOf(c), brandId, listId, versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
  return routes
}
