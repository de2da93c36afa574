import { describe, expect, it } from 'vitest'
import { anAdmin } from '../support/builders'
import { adminToken, aPortalWorld } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

// Every management route of the e-commerce back office, for every identity (decision 027). The routes are
// read from the app itself, so a route added later is in the matrix without anyone listing it. Writes
// carry an empty form and ids that do not exist: a caller let through gets 400, 404 or 422 and nothing
// changes between cells. The feature files test what each allowed caller can do (brands.routes.test.ts…).
const t = useTestApp()

const CALLERS = ['anonymous', 'shop', 'validator', 'showcase', 'admin', 'superAdmin'] as const
type Caller = (typeof CALLERS)[number]

// Administrators and the settings' write belong to super administrators (decision 027), and so does the
// administrators' history: reading a record's history needs the right to read the record (decision 065).
const SUPER_ONLY = [
  /^\/admin\/administrators(\/|$)/,
  /^PUT \/admin\/settings$/,
  // The second factor's policy (decision 063); its reset sits under /admin/administrators/:id, above.
  /^PUT \/admin\/security\/policy$/,
  /^GET \/admin\/audit\?entity=administrator&/,
]
// The history route, once per kind of record it reads.
const AUDIT_QUERIES = [
  '?entity=brand&entity_id=1',
  '?entity=administrator&entity_id=1',
  '?entity=brand_stock&entity_id=1',
]
const SESSION_ROUTES = /^\/admin\/(login|logout|sso\/)/

function managementRoutes() {
  const seen = new Map<string, { method: string; path: string }>()
  for (const route of t.app.routes) {
    if (!route.path.startsWith('/portal-api/admin/') || route.method === 'ALL' || route.path.includes('*')) continue
    const path = route.path.slice('/portal-api'.length)
    if (!SESSION_ROUTES.test(path)) seen.set(`${route.method} ${path}`, { method: route.method, path })
  }
  return [...seen.values()].flatMap((route) =>
    route.path.endsWith('/audit') ? AUDIT_QUERIES.map((query) => ({ ...route, path: route.path + query })) : [route],
  )
}

const isSuperOnly = (method: string, path: string) =>
  SUPER_ONLY.some((rule) => rule.test(path) || rule.test(`${method} ${path}`))

function request(method: string, path: string, token: string | undefined) {
  const url = `/portal-api${path.replace(/:[A-Za-z]+/g, '999999')}`
  const headers: Record<string, string> = token === undefined ? {} : { Authorization: `Bearer ${token}` }
  if (method === 'GET' || method === 'DELETE') return t.app.request(url, { method, headers })
  // Uploads are multipart (the write guard refuses anything else before the door); other writes are JSON.
  if (/\/(logo|image|artworks|proofs)$/.test(path)) return t.app.request(url, { method, headers, body: new FormData() })
  return t.app.request(url, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: '{}' })
}

describe('the back office authorization matrix (every /admin route × every identity)', () => {
  it('lets only e-commerce administrators through, and super administrators alone where it says so', async () => {
    const w = await aPortalWorld(t)
    const vitrine = await anAdmin(t.db, { role: 'vitrine' })
    const plain = await anAdmin(t.db, { role: 'admin' })
    const tokens: Record<Caller, string | undefined> = {
      anonymous: undefined,
      shop: w.tokens.shopA,
      validator: w.tokens.validator,
      // A showcase administrator holding a token of the admin audience: the role refuses it.
      showcase: await adminToken(t, vitrine.id),
      admin: await adminToken(t, plain.id),
      superAdmin: w.tokens.admin,
    }
    const routes = managementRoutes()
    expect(routes.length).toBeGreaterThanOrEqual(40)
    // A brand's price lists (decision 075): every e-commerce administrator, as for the brand itself.
    const priceListRows = routes.filter((row) => row.path.startsWith('/admin/brands/:id/price-list'))
    expect(priceListRows.map((row) => `${row.method} ${row.path}`).sort()).toEqual([
      'DELETE /admin/brands/:id/price-lists/:listId',
      'GET /admin/brands/:id/price-list-options',
      'GET /admin/brands/:id/price-lists',
      'POST /admin/brands/:id/price-lists',
      'PUT /admin/brands/:id/price-lists/:listId',
    ])

    // Artwork and proofs (decision 076): every e-commerce administrator, as for orders and brands.
    const proofRows = routes.filter((row) => /artworks|proofs/.test(row.path))
    expect(proofRows.map((row) => `${row.method} ${row.path}`).sort()).toEqual([
      'GET /admin/artworks/:artworkId/file',
      'GET /admin/brands/:brandId/artworks',
      'GET /admin/orders/:orderId/proofs',
      'GET /admin/proofs',
      'GET /admin/proofs/:lineId/rounds/:version/file',
      'POST /admin/brands/:brandId/artworks',
      'POST /admin/orders/:orderId/lines/:lineId/proofs',
    ])

    // Brand stock (docs/decisions/077-brand-stock.md): every e-commerce administrator, as for orders.
    const stockRows = routes.filter((row) => row.path.startsWith('/admin/stock/'))
    expect(stockRows.map((row) => `${row.method} ${row.path}`).sort()).toEqual([
      'GET /admin/stock/balances',
      'GET /admin/stock/movements',
      'GET /admin/stock/movements/export.csv',
      'POST /admin/stock/adjustments',
      'POST /admin/stock/runs',
    ])

    const wrong: string[] = []
    for (const { method, path } of routes) {
      for (const caller of CALLERS) {
        const status = (await request(method, path, tokens[caller])).status
        const superOnly = isSuperOnly(method, path)
        const ok =
          caller === 'anonymous' || caller === 'shop' || caller === 'validator'
            ? status === 401
            : caller === 'showcase'
              ? status === 403
              : caller === 'admin' && superOnly
                ? status === 403
                : status !== 401 && status !== 403 && status < 500
        if (!ok) wrong.push(`${method} ${path} as ${caller}: ${status}`)
      }
    }
    expect(wrong).toEqual([])
  })
})
