import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import {
  ProductBody,
  ProductListQuery,
  ProductUpdateBody,
  type ProductAdminWire,
  type ProductPreviewWire,
} from '../../../src/contract/showcase-admin/catalog-products'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { listWindow, recordOf, versionParam } from '../../platform/http/admin-write-answer'
import { parseFormBody } from '../../platform/http/form-body'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import { showcaseActor } from '../showcase-admin.public'
import { presentPublicProduct, type ShowcaseAdminEnv } from '../../showcase/showcase.public'
import type { ProductListRequest } from './catalog-admin-store'
import { presentProduct } from './catalog-admin.presenter'
import type { productUseCases } from './product.use-cases'

export type ProductUseCases = ReturnType<typeof productUseCases>

function listRequest(raw: Record<string, string>): ProductListRequest {
  const query = parseInput(ProductListQuery, raw)
  const published = query.published === undefined ? null : query.published === 'true'
  return {
    ...listWindow(query),
    sort: query._sort ?? 'position',
    filters: { text: query.q || null, categoryId: query.category_id ?? null, published },
  }
}

// /storefront-api/admin/products (decision 036), with the preview of the public page.
export function productRoutes(products: ProductUseCases) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const E = SHOWCASE_ADMIN_ENDPOINTS.products

  route(routes, E.list, async (c) => {
    const page = await products.list(listRequest(c.req.query()))
    c.header('x-total-count', String(page.total))
    return c.json<ProductAdminWire[]>(page.items.map(presentProduct))
  })
  route(routes, E.read, async (c) => {
    const product = await products.find(parseIdParam(c.req.param('id')))
    if (product === null) throw notFound()
    return c.json<ProductAdminWire>(presentProduct(product))
  })
  route(routes, E.preview, async (c) => {
    const product = await products.preview(parseIdParam(c.req.param('id')))
    if (product === null) throw notFound()
    return c.json<ProductPreviewWire>({ ...presentPublicProduct(product), published: product.published })
  })
  route(routes, E.create, async (c) => {
    const body = await parseFormBody(c, ProductBody)
    return c.json<ProductAdminWire>(presentProduct(recordOf(await products.create(showcaseActor(c), body))), 201)
  })
  route(routes, E.update, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, ProductUpdateBody)
    return c.json<ProductAdminWire>(presentProduct(recordOf(await products.update(showcaseActor(c), id, body))))
  })
  route(routes, E.delete, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    recordOf(await products.remove(showcaseActor(c), id, versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
  return routes
}
