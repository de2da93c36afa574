import type { Endpoint } from '../../../src/contract/endpoint'

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A test of request paths against an endpoint's, for the middleware that picks a rule by route (a body
 * limit, the upload check) before Hono has matched it (decision 053: the path comes from the table).
 * Each `:name` stands for one segment; a trailing slash is allowed. With `prefix` (the API's, as in
 * `/storefront-api`) the whole path must match; without it, the path must end with the endpoint's.
 */
export function endpointPathTest(declared: Pick<Endpoint, 'path'>, prefix?: string): (path: string) => boolean {
  const pattern = declared.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escaped(segment)))
    .join('/')
  const start = prefix === undefined ? '' : `^${escaped(prefix)}`
  const expression = new RegExp(`${start}${pattern}/?$`)
  return (path) => expression.test(path)
}
