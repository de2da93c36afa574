import { Layer } from 'effect'
import { CatalogGateway } from '../../application/ports/catalog-gateway'
import { HttpClient } from '../http/http-client.fetch'
import { CategoriesSchema, ProductsSchema } from './catalog-gateway.schemas'
import { catalogQuery } from './catalog-query'
import { portalCall, portalList } from './portal-http'

export function makeHttpCatalogGateway(client: HttpClient['Service']): CatalogGateway['Service'] {
  return CatalogGateway.of({
    categories: () => portalCall(client, { method: 'GET', path: '/api/categories' }, CategoriesSchema),
    products: (query) => portalList(client, { method: 'GET', path: '/api/customized-products', query: catalogQuery(query) }, ProductsSchema),
  })
}

export const CatalogGatewayHttp: Layer.Layer<CatalogGateway, never, HttpClient> = Layer.effect(CatalogGateway, HttpClient.useSync(makeHttpCatalogGateway))
