import { Hono } from 'hono'
import { BACKOFFICE_ENDPOINTS } from '../../../src/contract/backoffice/backoffice.endpoints'
import { BulkBody, type BulkResultWire } from '../../../src/contract/backoffice/backoffice-shapes'
import {
  PRODUCT_BULK_ACTIONS,
  ProductBody,
  ProductListQuery,
  ProductUpdateBody,
  type AdminProductWire,
  type ProductBulkAction,
} from '../../../src/contract/backoffice/products'
import { CATALOG_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import { route } from '../../platform/http/contract-routes'
import { recordRoutes } from '../../platform/http/record-routes'
import { streamCsv } from '../../platform/http/csv-stream'
import { FieldErrors, parseFormBody } from '../../platform/http/form-body'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import { actorOf, listWindow, recordOf } from '../../platform/http/admin-write-answer'
import { readImageUpload } from './catalog-http'
import { PRODUCT_CSV_COLUMNS, presentProduct } from './product.presenter'
import type { ProductListRequest } from './product-store'
import type { productUseCases } from './product.use-cases'

export type ProductUseCases = ReturnType<typeof productUseCases>

function listRequest(raw: Record<string, string>): ProductListRequest {
  const query = parseInput(ProductListQuery, raw)
  return {
    ...listWindow(query),
    sort: query._sort ?? 'name',
    filters: {
      text: query.q || null,
      brandId: query.brand_id ?? null,
      categoryId: query.category_id ?? null,
      active: query.active ?? null,
    },
  }
}

const isBulkAction = (action: string): action is ProductBulkAction =>
  (PRODUCT_BULK_ACTIONS as readonly string[]).includes(action)

// /admin/products of the Portal API (decision 031), behind the admin guard of backoffice.app.ts.
export function productRoutes(products: ProductUseCases) {
  const routes = new Hono<AdminEnv>()
  const E = BACKOFFICE_ENDPOINTS.products

  route(routes, E.exportCsv, (c) => {
    const request = listRequest(c.req.query())
    return streamCsv(c, 'produits.csv', PRODUCT_CSV_COLUMNS, (start, limit) =>
      products.batch({ ...request, start, limit }),
    )
  })
  route(routes, E.bulk, async (c) => {
    const body = await parseFormBody(c, BulkBody)
    if (!isBulkAction(body.action)) throw new FieldErrors({ action: CATALOG_MESSAGES.unknownBulkAction })
    const affected = await products.bulk(actorOf(c), body.ids, body.action)
    const message =
      body.action === 'activate' ? CATALOG_MESSAGES.activated(affected) : CATALOG_MESSAGES.deactivated(affected)
    return c.json<BulkResultWire>({ message, affected })
  })
  recordRoutes(routes, E, products, {
    actor: actorOf,
    present: presentProduct,
    body: ProductBody,
    updateBody: ProductUpdateBody,
    list: (c) => products.list(listRequest(c.req.query())),
  })
  route(routes, E.image, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const upload = await readImageUpload(c)
    return c.json<AdminProductWire>(
      presentProduct(recordOf(await products.setImage(actorOf(c), id, upload.bytes, upload.version))),
    )
  })
  return routes
}
