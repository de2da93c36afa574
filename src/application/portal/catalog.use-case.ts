import { Effect } from 'effect'
import type { GatewayError } from '../errors'
import { type Category, CatalogGateway, type Product, type ProductQuery } from './ports/catalog-gateway'
import type { Page } from './ports/portal-data'

/** The categories of /account/catalog. */
export const listCategories = Effect.fn('listCategories')(function* (): Effect.fn.Return<readonly Category[], GatewayError, CatalogGateway> {
  const catalog = yield* CatalogGateway
  return yield* catalog.categories()
})

/** One page of the shop's catalogue, by category and search text. */
export const listProducts = Effect.fn('listProducts')(function* (
  query: ProductQuery,
): Effect.fn.Return<Page<Product>, GatewayError, CatalogGateway> {
  const catalog = yield* CatalogGateway
  return yield* catalog.products(query)
})
