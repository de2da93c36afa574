import type { ProductQuery } from '../../application/portal/ports/catalog-gateway'
import { toRangeQuery } from '../../domain/paging'

/** The catalogue's query string: the range dialect, then `category` and `q` when given. */
export function catalogQuery(query: ProductQuery): Record<string, string> {
  const result = toRangeQuery(query.paging)
  if (query.categoryId !== undefined && query.categoryId !== null) result.category = String(query.categoryId)
  const text = query.search?.trim() ?? ''
  if (text !== '') result.q = text
  return result
}
