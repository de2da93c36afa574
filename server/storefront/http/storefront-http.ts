import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { notFound } from '../../http/http-error'
import { parseInput } from '../../http/parse-json-body'

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600'

// Public reads may be cached by browsers and shared caches for a minute (contract).
export const publicCache = createMiddleware(async (c, next) => {
  await next()
  if (c.req.method === 'GET' && c.res.status === 200) c.res.headers.set('Cache-Control', PUBLIC_CACHE)
})

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

// A slug that cannot exist is simply not found, without a database round trip.
export function slugParam(c: Context, name = 'slug'): string {
  const value = c.req.param(name)
  if (value === undefined || value.length > 200 || !SLUG.test(value)) throw notFound()
  return value
}

const DEFAULT_LIMIT = 12
const MAX_LIMIT = 100

const integerParam = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, `Requête invalide : ${name} est invalide.`),
    v.transform(Number),
    v.minValue(min, `Requête invalide : ${name} est invalide.`),
    v.maxValue(max, `Requête invalide : ${name} est invalide.`),
  )

const ListParams = v.object({
  _start: v.optional(integerParam('_start', 0, 1_000_000), '0'),
  _limit: v.optional(integerParam('_limit', 1, MAX_LIMIT), String(DEFAULT_LIMIT)),
  category: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Requête invalide : category est invalide.'))),
})

export function listParams(c: Context) {
  const query = parseInput(ListParams, c.req.query())
  return { start: query._start, limit: query._limit, categorySlug: query.category === undefined || query.category === '' ? null : query.category }
}

export function withTotal(c: Context, total: number): void {
  c.header('x-total-count', String(total))
}
