import { Effect } from 'effect'
import type * as v from 'valibot'
import { DecodeError, type GatewayError } from '../../application/errors'
import type { Page } from '../../application/portal/ports/portal-data'
import type { HttpClient, HttpRequest } from '../http/http-client.fetch'

// What the portal gateways share: the surface, credentials chosen by the page's path, and lists
// whose total comes from x-total-count.

export type PortalCall = Omit<HttpRequest, 'surface'>

export function portalCall<A>(
  client: HttpClient['Service'],
  call: PortalCall,
  schema: v.GenericSchema<unknown, A>,
): Effect.Effect<A, GatewayError> {
  return client.request({ surface: 'portal', auth: 'by-path', ...call }, schema).pipe(Effect.map(({ data }) => data))
}

/** A list without its total cannot be paged: that is an answer of the wrong shape, not zero rows. */
export function portalList<A>(
  client: HttpClient['Service'],
  call: PortalCall,
  schema: v.GenericSchema<unknown, readonly A[]>,
): Effect.Effect<Page<A>, GatewayError> {
  return client
    .request({ surface: 'portal', auth: 'by-path', ...call }, schema)
    .pipe(
      Effect.flatMap(({ data, totalCount }) =>
        totalCount === null
          ? Effect.fail(new DecodeError({ issues: 'x-total-count: missing or not a count' }))
          : Effect.succeed({ items: data, total: totalCount }),
      ),
    )
}

export function idPath(...parts: ReadonlyArray<string | number>): string {
  return parts.map((part) => (typeof part === 'number' ? encodeURIComponent(String(part)) : part)).join('/')
}
