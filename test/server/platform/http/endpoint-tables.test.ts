import { describe, expect, it } from 'vitest'
import { BACKOFFICE_ENDPOINTS } from '../../../../src/contract/backoffice/backoffice.endpoints'
import { API_PREFIX, type Endpoint } from '../../../../src/contract/endpoint'
import { PORTAL_ENDPOINTS } from '../../../../src/contract/portal/portal.endpoints'
import { SHOWCASE_ENDPOINTS } from '../../../../src/contract/showcase/showcase.endpoints'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { useTestApp } from '../../support/test-app'

// Decision 053: every route of the two APIs is declared in the contract, and every declaration is a
// route. The app is the production wiring; its route list is Hono's own.
const t = useTestApp()

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'api' in value

function declared(table: unknown): Endpoint[] {
  if (isEndpoint(table)) return [table]
  if (typeof table !== 'object' || table === null) return []
  return Object.values(table).flatMap(declared)
}

const PREFIX = API_PREFIX
const key = (method: string, path: string) => `${method} ${path}`

function declaredRoutes(): Set<string> {
  const tables = [PORTAL_ENDPOINTS, BACKOFFICE_ENDPOINTS, SHOWCASE_ENDPOINTS, SHOWCASE_ADMIN_ENDPOINTS]
  return new Set(tables.flatMap(declared).map((e) => key(e.method, `${PREFIX[e.api]}${e.path}`)))
}

function registeredRoutes(): Set<string> {
  const found = new Set<string>()
  for (const route of t.app.routes) {
    const api = route.path.startsWith('/portal-api/') || route.path.startsWith('/storefront-api/')
    // Middleware (`ALL`, wildcards) guards a subtree; it is not an endpoint.
    if (!api || route.method === 'ALL' || route.path.includes('*')) continue
    found.add(key(route.method, route.path))
  }
  return found
}

describe('the endpoint tables of the contract', () => {
  it('declare every route the APIs register, and the APIs register every declaration', () => {
    const tables = declaredRoutes()
    const app = registeredRoutes()
    expect([...app].filter((route) => !tables.has(route)).sort()).toEqual([])
    expect([...tables].filter((route) => !app.has(route)).sort()).toEqual([])
    expect(app.size).toBeGreaterThan(100)
  })

  it('declare each method and path once', () => {
    const tables = [PORTAL_ENDPOINTS, BACKOFFICE_ENDPOINTS, SHOWCASE_ENDPOINTS, SHOWCASE_ADMIN_ENDPOINTS]
    const all = tables.flatMap(declared).map((e) => key(e.method, `${PREFIX[e.api]}${e.path}`))
    const twice = all.filter((route, index) => all.indexOf(route) !== index)
    expect([...new Set(twice)]).toEqual([])
  })
})
