import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import {
  VariantBody,
  VariantUpdateBody,
  type VariantAdminWire,
} from '../../../src/contract/showcase-admin/catalog-products'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { CATALOG_ADMIN_MESSAGES } from '../../../src/domain/messages/showcase-admin-messages'
import { recordOf, versionParam } from '../../platform/http/admin-write-answer'
import { parseFormBody } from '../../platform/http/form-body'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { showcaseActor } from '../showcase-admin.public'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { presentVariant } from './catalog-admin.presenter'
import type { variantUseCases } from './variant.use-cases'

export type VariantUseCases = ReturnType<typeof variantUseCases>

// /storefront-api/admin/products/{id}/variants (decision 036): a product's few variants, listed whole.
export function variantRoutes(variants: VariantUseCases) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const E = SHOWCASE_ADMIN_ENDPOINTS.variants
  const productOf = (raw: string | undefined) => parseIdParam(raw)

  route(routes, E.list, async (c) => {
    const items = await variants.list(productOf(c.req.param('id')))
    if (items === null) throw notFound()
    c.header('x-total-count', String(items.length))
    return c.json<VariantAdminWire[]>(items.map(presentVariant))
  })
  route(routes, E.read, async (c) => {
    const variant = await variants.find(productOf(c.req.param('id')), parseIdParam(c.req.param('variantId')))
    if (variant === null) throw notFound()
    return c.json<VariantAdminWire>(presentVariant(variant))
  })
  route(routes, E.create, async (c) => {
    const productId = productOf(c.req.param('id'))
    const body = await parseFormBody(c, VariantBody)
    return c.json<VariantAdminWire>(
      presentVariant(recordOf(await variants.create(showcaseActor(c), productId, body))),
      201,
    )
  })
  route(routes, E.update, async (c) => {
    const productId = productOf(c.req.param('id'))
    const id = parseIdParam(c.req.param('variantId'))
    const body = await parseFormBody(c, VariantUpdateBody)
    return c.json<VariantAdminWire>(
      presentVariant(recordOf(await variants.update(showcaseActor(c), productId, id, body))),
    )
  })
  route(routes, E.delete, async (c) => {
    const productId = productOf(c.req.param('id'))
    const id = parseIdParam(c.req.param('variantId'))
    const removal = recordOf(await variants.remove(showcaseActor(c), productId, id, versionParam(c)))
    return c.json({
      message: removal.unpublished ? CATALOG_ADMIN_MESSAGES.lastVariantRemoved : BACKOFFICE_MESSAGES.deleted,
    })
  })
  return routes
}
