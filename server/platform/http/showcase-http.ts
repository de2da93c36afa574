import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ListQuery } from '../../../src/contract/showcase/list-query'
import { isSlug } from '../../../src/domain/slug'
import { notFound } from './http-error'
import { parseInput } from './parse-json-body'

export const PUBLIC_CACHE = 'public, no-cache'

// Public reads may be kept by browsers and shared caches, but are checked again at every use: an edit in
// the showcase back office shows on the next page load (decision 036). The ETag (storefront.app.ts) makes that
// check a 304 without a body while nothing changed.
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
  return {
    start: query._start,
    limit: query._limit,
    categorySlug: query.category === undefined || query.category === '' ? null : query.category,
  }
}

export function withTotal(c: Context, total: number): void {
  c.header('x-total-count', String(total))
}
