import { endpoint } from '../endpoint'
import { CategoriesWire, ProductsQuery, ProductsWire } from './catalog'

// The shop's catalogue on the Portal API (decision 053).
const api = 'portal'

export const CATALOG_ENDPOINTS = {
  categories: endpoint({ api, method: 'GET', path: '/api/categories', answer: CategoriesWire }),
  /** One page; the total rides in x-total-count. */
  products: endpoint({
    api,
    method: 'GET',
    path: '/api/customized-products',
    query: ProductsQuery,
    answer: ProductsWire,
  }),
}
