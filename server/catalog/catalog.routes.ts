import { Hono } from 'hono'
import * as v from 'valibot'
import type { AccessTokens } from '../auth/access-tokens'
import { parseInput } from '../http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../http/require-identity'
import { pageSize, QueryId, QueryInt, SearchText, SortOrder } from '../orders/list-params'
import { PRODUCT_SORTS, type CatalogRepository } from './catalog-repository'
import { presentCategory, presentProduct } from './catalog.presenter'

const ProductsQuery = v.object({
  _start: v.optional(QueryInt),
  _limit: v.optional(QueryInt),
  _sort: v.optional(v.picklist(PRODUCT_SORTS)),
  _order: v.optional(SortOrder),
  category: v.optional(QueryId),
  q: v.optional(SearchText),
})

// Reading the catalogue is a plain query scoped by the caller's brand: no use case in between.
export function catalogRoutes(deps: { accessTokens: AccessTokens; catalog: CatalogRepository }) {
  const routes = new Hono<CallerEnv>()
  const shopOnly = requireIdentity(deps.accessTokens, ['shop'])

  routes.get('/api/categories', shopOnly, async (c) => {
    const found = await deps.catalog.listCategories(c.var.caller.subjectId)
    return c.json(found.map(presentCategory))
  })

  routes.get('/api/customized-products', shopOnly, async (c) => {
    const query = parseInput(ProductsQuery, c.req.query())
    const { items, total } = await deps.catalog.listProducts(c.var.caller.subjectId, {
      start: query._start ?? 0,
      limit: pageSize(query._limit),
      sort: query._sort ?? 'name',
      order: query._order ?? 'ASC',
      categoryId: query.category ?? null,
      text: query.q === undefined || query.q === '' ? null : query.q,
    })
    c.header('x-total-count', String(total))
    return c.json(items.map(presentProduct))
  })

  return routes
}
