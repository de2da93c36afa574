import { queryOptions } from '@tanstack/react-query'
import { CatalogGateway, type ProductQuery } from '../../../application/portal/ports/catalog-gateway'
import type { RunUseCase } from '../../app/router/router-context'

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: ['catalog', 'categories'] as const,
  products: (query: ProductQuery) => ['catalog', 'products', query] as const,
}

// The catalogue changes only in the back office: a few minutes of cache spare repeated calls.
const CATALOG_STALE_MS = 2 * 60 * 1000

export function categoriesQuery(runUseCase: RunUseCase) {
  return queryOptions({
    queryKey: catalogKeys.categories,
    queryFn: ({ signal }) =>
      runUseCase(
        CatalogGateway.use((catalog) => catalog.categories()),
        { signal },
      ),
    staleTime: CATALOG_STALE_MS,
  })
}

export function productsQuery(runUseCase: RunUseCase, query: ProductQuery) {
  return queryOptions({
    queryKey: catalogKeys.products(query),
    queryFn: ({ signal }) =>
      runUseCase(
        CatalogGateway.use((catalog) => catalog.products(query)),
        { signal },
      ),
    staleTime: CATALOG_STALE_MS,
  })
}
