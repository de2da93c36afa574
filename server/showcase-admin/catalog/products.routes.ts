import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { readRoute, recordRoutes } from '../../platform/http/record-routes'
import {
  ProductBody,
  ProductListQuery,
  ProductUpdateBody,
  type ProductPreviewWire,
} from '../../../src/contract/showcase-admin/catalog-products'
import { listWindow } from '../../platform/http/admin-write-answer'
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

  recordRoutes(routes, E, products, {
    actor: showcaseActor,
    present: presentProduct,
    body: ProductBody,
    updateBody: ProductUpdateBody,
    list: (c) => products.list(listRequest(c.req.query())),
  })
  readRoute(
    routes,
    E.preview,
    (id) => products.preview(id),
    (product): ProductPreviewWire => ({
      ...presentPublicProduct(product),
      published: product.published,
    }),
  )
  return routes
}
