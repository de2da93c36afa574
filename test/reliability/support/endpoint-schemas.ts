import type * as v from 'valibot'
import { type Endpoint, endpointsOf } from '../../../src/contract/endpoint'
import { backofficeEndpoints } from '../../../src/contract/backoffice/backoffice.endpoints'
import { LoginBody, RefreshTokenBody } from '../../../src/contract/portal/auth'
import { PORTAL_ENDPOINTS } from '../../../src/contract/portal/portal.endpoints'
import { showcaseAdminEndpointList } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { ListQuery } from '../../../src/contract/showcase/list-query'
import { SHOWCASE_ENDPOINTS } from '../../../src/contract/showcase/showcase.endpoints'

export type EndpointSchemas = { body?: v.GenericSchema; query?: v.GenericSchema }

// Which contract schema describes the body or the query of each route ("METHOD /path" as the app
// registers it, prefix included). A route missing here still gets fuzzed, with arbitrary JSON.
const P = '/portal-api'
const S = '/storefront-api'

/** A declared table's entries (decision 053): its API's prefix, then each endpoint's body and query. */
function declaredEntries(prefix: string, table: Readonly<Record<string, Endpoint>>): [string, EndpointSchemas][] {
  return endpointsOf(table).map((declared) => {
    const schemas: EndpointSchemas = {}
    if (declared.body !== undefined) schemas.body = declared.body
    if (declared.query !== undefined) schemas.query = declared.query
    return [`${declared.method} ${prefix}${declared.path}`, schemas]
  })
}

// The shops' and head offices' from their endpoint table (decision 053).
const entries: [string, EndpointSchemas][] = [...declaredEntries(P, PORTAL_ENDPOINTS)]
// The e-commerce back office's from its endpoint table (decision 053): its declared bodies and queries.
for (const declared of backofficeEndpoints()) {
  if (declared.body === undefined && declared.query === undefined) continue
  entries.push([`${declared.method} ${P}${declared.path}`, { body: declared.body, query: declared.query }])
}

// The public site's and the showcase back office's from their tables (decision 053), each under its API's
// prefix (the SSO step is the Portal API's). A GET that declares no query keeps the fallback below.
for (const declared of [...endpointsOf(SHOWCASE_ENDPOINTS), ...showcaseAdminEndpointList()]) {
  if (declared.body === undefined && declared.query === undefined) continue
  const prefix = declared.api === 'portal' ? P : S
  entries.push([`${declared.method} ${prefix}${declared.path}`, { body: declared.body, query: declared.query }])
}

const SCHEMAS = new Map(entries)

export function schemasOf(method: string, path: string): EndpointSchemas {
  const known = SCHEMAS.get(`${method} ${path}`)
  if (known !== undefined) return known
  return method === 'GET' && path.startsWith(S) ? { query: ListQuery } : {}
}
