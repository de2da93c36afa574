import { CatalogGateway, type ProductQuery } from '../../../application/portal/ports/catalog-gateway'
import type { RunUseCase } from '../../app/router/router-context'
import { useCaseQuery } from '../../kit/hooks/use-run-use-case'

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: ['catalog', 'categories'] as const,
  products: (query: ProductQuery) => ['catalog', 'products', query] as const,
}

// The catalogue changes only in the back office: a few minutes of cache spare repeated calls.
const CATALOG_STALE_MS = 2 * 60 * 1000

export function categoriesQuery(runUseCase: RunUseCase) {
  const categories = CatalogGateway.use((catalog) => catalog.categories())
  return useCaseQuery(runUseCase, catalogKeys.categories, categories, CATALOG_STALE_MS)
}

export function productsQuery(runUseCase: RunUseCase, query: ProductQuery) {
  const products = CatalogGateway.use((catalog) => catalog.products(query))
  return useCaseQuery(runUseCase, catalogKeys.products(query), products, CATALOG_STALE_MS)
}
