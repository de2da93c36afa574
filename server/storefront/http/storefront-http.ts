import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ListQuery } from '../../../src/contract/storefront/list-query'
import { isSlug } from '../../../src/domain/slug'
import { notFound } from '../../http/http-error'
import { parseInput } from '../../http/parse-json-body'

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600'

// Public reads may be cached by browsers and shared caches for a minute (contract).
export const publicCache = createMiddleware(async (c, next) => {
  await next()
  if (c.req.method === 'GET' && c.res.status === 200) c.res.headers.set('Cache-Control', PUBLIC_CACHE)
})

// A slug that cannot exist is simply not found, without a database round trip.
export function slugParam(c: Context, name = 'slug'): string {
  const value = c.req.param(name)
  if (value === undefined || !isSlug(value)) throw notFound()
  return value
}

export function listParams(c: Context) {
  const query = parseInput(ListQuery, c.req.query())
  return { start: query._start, limit: query._limit, categorySlug: query.category === undefined || query.category === '' ? null : query.category }
}

export function withTotal(c: Context, total: number): void {
  c.header('x-total-count', String(total))
}
