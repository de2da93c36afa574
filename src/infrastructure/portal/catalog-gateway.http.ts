import { Layer } from 'effect'
import * as v from 'valibot'
import { type Category, CatalogGateway, type Product } from '../../application/portal/ports/catalog-gateway'
import { CategoryWire, ProductWire } from '../../contract/portal/catalog'
import { PORTAL_ENDPOINTS } from '../../contract/portal/portal.endpoints'
import { requestOf } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'
import { catalogQuery } from './catalog-query'
import { optionFromWire } from './portal.schemas'
import { portalCall, portalList } from './portal-http'

function categoryFromWire(c: CategoryWire): Category {
  return { id: c.id, name: c.name, slug: c.slug, productCount: c.product_count }
}

function productFromWire(p: ProductWire): Product {
  return {
    id: p.id,
    name: p.name,
    reference: p.reference,
    description: p.description,
    imageUrl: p.image_url,
    category: p.category,
    options: p.options.map((option) => ({ ...optionFromWire(option), stock: option.stock })),
    estimatedDelivery: p.estimated_delivery,
    estimatedDeliveryFromStock: p.estimated_delivery_from_stock,
  }
}

const Categories = v.array(v.pipe(CategoryWire, v.transform(categoryFromWire)))
const Products = v.array(v.pipe(ProductWire, v.transform(productFromWire)))

export function makeHttpCatalogGateway(client: HttpClient['Service']): CatalogGateway['Service'] {
  return CatalogGateway.of({
    categories: () => portalCall(client, requestOf(PORTAL_ENDPOINTS.categories, {}), Categories),
    products: (query) =>
      portalList(client, requestOf(PORTAL_ENDPOINTS.products, { query: catalogQuery(query) }), Products),
  })
}

export const CatalogGatewayHttp: Layer.Layer<CatalogGateway, never, HttpClient> = Layer.effect(
  CatalogGateway,
  HttpClient.useSync(makeHttpCatalogGateway),
)
