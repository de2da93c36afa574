import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { anAdmin, aShop } from '../support/builders'
import { logInAdmin, logInShop, type Tokens } from '../support/sessions'
import { logInShowcaseAdmin } from '../support/showcase-sessions'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

// The authorization matrix (decision 036) over EVERY route of the showcase back office's API, read from the
// app itself so that a route added later is covered without editing this file. Six callers, each
// sending the one token it would send to the Storefront API. The door is the storefront-admin token
// (decision 030): it opens for the signed-in showcase administrator and for a caller holding that
// storefront pair alone; the SSO token alone (only good for the exchange), a shop's, an e-commerce
// administrator's and no token get 401 and change nothing.
const CALLERS = ['anonymous', 'shop', 'ecommerceAdmin', 'ssoAlone', 'showcaseAlone', 'showcaseAdmin'] as const
type Caller = (typeof CALLERS)[number]

type Route = { method: string; path: string }

function showcaseAdminRoutes(): Route[] {
  const seen = new Map<string, Route>()
  for (const route of t.app.routes) {
    if (!route.path.startsWith('/storefront-api/admin/') || route.method === 'ALL' || route.path.includes('*')) continue
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path })
  }
  return [...seen.values()]
}

// What any write of the showcase back office could change.
const SIGNATURE = sql`select md5(concat_ws('|',
  (select count(*) || ':' || coalesce(sum(version), 0) from media),
  (select count(*) || ':' || coalesce(sum(version), 0) from home_blocks),
  (select count(*) || ':' || coalesce(sum(version), 0) from showcase_categories),
  (select count(*) || ':' || coalesce(sum(version), 0) from attributes),
  (select count(*) from attribute_values),
  (select count(*) || ':' || coalesce(sum(version), 0) from showcase_products),
  (select count(*) || ':' || coalesce(sum(version), 0) from product_variants),
  (select count(*) || ':' || coalesce(sum(version), 0) from blog_categories),
  (select count(*) || ':' || coalesce(sum(version), 0) from articles),
  (select count(*) || ':' || coalesce(sum(version), 0) from jobs),
  (select count(*) || ':' || coalesce(sum(version), 0) from job_applications),
  (select count(*) || ':' || coalesce(sum(version), 0) from partners),
  (select count(*) || ':' || coalesce(sum(version), 0) from catalogues),
  (select count(*) || ':' || coalesce(sum(version), 0) from admins),
  (select count(*) from audit_log)
)) as signature`

async function signature(): Promise<string> {
  const result = (await t.db.execute(SIGNATURE)) as unknown as { rows: { signature: string }[] }
  return result.rows[0]?.signature ?? ''
}

async function tokens(): Promise<Record<Caller, Tokens | null>> {
  const vitrine = await anAdmin(t.db, { role: 'vitrine' })
  const signedIn = await logInShowcaseAdmin(t.app, vitrine)
  return {
    anonymous: null,
    shop: await logInShop(t.app, await aShop(t.db)),
    ecommerceAdmin: await logInAdmin(t.app, await anAdmin(t.db, { role: 'super_admin' })),
    ssoAlone: (await logInShowcaseAdmin(t.app, vitrine)).sso,
    showcaseAlone: (await logInShowcaseAdmin(t.app, vitrine)).storefront,
    showcaseAdmin: signedIn.storefront,
  }
}

// The upload route reads multipart; every other write reads JSON (server/platform/http/write-guard.ts).
function send(route: Route, token: string | undefined): Promise<Response> | Response {
  const path = route.path.replace(/:[A-Za-z]+/g, '1')
  const headers: Record<string, string> = {}
  if (token !== undefined) headers.Authorization = `Bearer ${token}`
  if (route.method === 'GET') return t.app.request(path, { headers })
  if (/\/admin\/media\/?$/.test(path))
    return t.app.request(path, { method: route.method, headers, body: new FormData() })
  headers['Content-Type'] = 'application/json'
  return t.app.request(path, { method: route.method, headers, body: '{}' })
}

describe('authorization matrix of the showcase back office (every /storefront-api/admin route)', () => {
  it('lets only a showcase administrator’s storefront token in, and a refused caller changes nothing', async () => {
    const routes = showcaseAdminRoutes()
    // Every family of spec §2 is served: a missing one would make this matrix pass for nothing.
    const families = new Set(routes.map((route) => route.path.split('/')[3]))
    expect([...families].sort()).toEqual(
      expect.arrayContaining([
        'administrators',
        'applications',
        'articles',
        'attributes',
        'audit',
        'blog-categories',
        'catalogues',
        'categories',
        'ecommerce-users',
        'home-blocks',
        'jobs',
        'media',
        'partners',
        'products',
      ]),
    )
    const held = await tokens()
    const problems: string[] = []
    for (const route of routes) {
      for (const caller of CALLERS) {
        if (caller === 'showcaseAdmin' || caller === 'showcaseAlone') continue
        const before = route.method === 'GET' ? '' : await signature()
        const response = await send(route, held[caller]?.access_token)
        if (response.status !== 401) problems.push(`${caller} ${route.method} ${route.path} → ${response.status}`)
        if (route.method !== 'GET' && (await signature()) !== before) {
          problems.push(`${caller} ${route.method} ${route.path} changed data`)
        }
      }
      for (const caller of ['showcaseAlone', 'showcaseAdmin'] as const) {
        const admitted = await send(route, held[caller]?.access_token)
        // Let in: whatever the route then says of id 1 or of an empty body (404, 422, a 403 business rule
        // such as "not yourself"), it is not the door's 401, and never a failure of the server.
        if (admitted.status === 401 || admitted.status >= 500) {
          problems.push(`${caller} ${route.method} ${route.path} → ${admitted.status}: ${await admitted.text()}`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})
