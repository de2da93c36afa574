import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { afterResponseTasks } from '../../server/platform/http/after-response'
import { aPortalWorld, anOrder, fillCart } from '../server/support/portal-world'
import { anAdmin } from '../server/support/builders'
import { recordingLogger } from '../server/support/recording-logger'
import { logInShowcaseAdmin } from '../server/support/showcase-sessions'
import { useTestApp } from '../server/support/test-app'
import { schemasOf } from './support/endpoint-schemas'
import { arbitraryFrom, hostileText, queryFrom } from './support/schema-arbitrary'

// The reliability tier (decision 035): every route of both APIs, bodies and queries generated from the
// contract's schemas, ids and tokens mixed. The bar: no 5xx, every 4xx a French JSON message, and a
// refused write changes nothing. FUZZ_RUNS sets the number of cases (10 000 by default, as in CI).
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000)
// An accepted order move mails the shop after its answer (move-orders.use-case.ts): the outbox row of
// case N would otherwise land while case N+1 is being judged, and look like a refused write's change.
const afterResponse = afterResponseTasks(recordingLogger())
const t = useTestApp({ afterResponse })

type Route = { method: string; path: string }

function apiRoutes(): Route[] {
  const seen = new Map<string, Route>()
  for (const route of t.app.routes) {
    const api = route.path.startsWith('/portal-api/') || route.path.startsWith('/storefront-api/')
    if (!api || route.method === 'ALL' || route.path.includes('*')) continue
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path })
  }
  return [...seen.values()]
}

// What a write could change; the rate limiter's own counters are left out (refused logins count there by design),
// and so are the audited refusals of a second-factor code (decision 063: a wrong code is recorded on purpose).
const SIGNATURE = sql`select md5(concat_ws('|',
  (select count(*) || ':' || coalesce(sum(version), 0) from brands),
  (select count(*) || ':' || coalesce(sum(version), 0) || ':' || count(password_hash) from shops),
  (select count(*) || ':' || coalesce(sum(version), 0) from admins),
  (select count(*) || ':' || coalesce(sum(version), 0) from categories),
  (select count(*) || ':' || coalesce(sum(version), 0) from products),
  (select count(*) || ':' || coalesce(sum(unit_price), 0) from product_options),
  (select count(*) || ':' || coalesce(string_agg(status || coalesce(reference_po, ''), ',' order by id), '')
     from carts),
  (select count(*) || ':' || coalesce(sum(quantity), 0) from cart_lines),
  (select count(*) || ':' || coalesce(string_agg(status || total_ttc, ',' order by id), '') from orders),
  (select count(*) || ':' || coalesce(sum(quantity), 0) from order_lines),
  (select count(*) from order_events),
  (select count(*) from mail_outbox),
  (select count(*) from contact_messages),
  (select count(*) || ':' || coalesce(sum(version), 0) from job_applications),
  (select count(*) from audit_log where action <> 'second_factor_failed'),
  (select version from settings),
  (select count(*) from password_reset_tokens),
  (select count(*) filter (where revoked_at is null) from refresh_tokens),
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
  (select count(*) || ':' || coalesce(sum(version), 0) from partners),
  (select count(*) || ':' || coalesce(sum(version), 0) from catalogues)
)) as signature`

async function signature(): Promise<string> {
  await afterResponse.settled()
  const result = (await t.db.execute(SIGNATURE)) as unknown as { rows: { signature: string }[] }
  return result.rows[0]?.signature ?? ''
}

const ENGLISH =
  /^(Invalid|Expected|Bad Request|Unauthorized|Forbidden|Not Found|Internal|Method Not Allowed|Unsupported)/i

describe('fuzz: every route, inputs from the contract', () => {
  it(`answers ${RUNS} generated requests with no 5xx and French refusals, writing nothing when refusing`, async () => {
    const w = await aPortalWorld(t)
    const option = w.bag.options[0]?.id ?? 0
    const orderId = await anOrder(t, w.tokens.shopA, [{ productId: w.bag.id, optionId: option, quantity: 100 }])
    await fillCart(t, w.tokens.shopA, [{ productId: w.box.id, optionId: w.box.options[0]?.id ?? 0, quantity: 10 }])
    const routes = apiRoutes()
    expect(routes.length).toBeGreaterThan(40)

    // The showcase back office's caller (decision 036): its storefront token opens /storefront-api/admin/*.
    const vitrine = await anAdmin(t.db, { role: 'vitrine' })
    const showcase = (await logInShowcaseAdmin(t.app, vitrine)).storefront.access_token
    const ids = [w.shopA.id, w.brand.id, w.bag.id, orderId, w.admin.id, w.bags.id, option, vitrine.id]
    const param = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...ids).map(String) },
      { weight: 1, arbitrary: fc.constantFrom('0', '-1', '99999999999', '1.5', 'abc', '%00', 'sacs', 'a'.repeat(300)) },
      { weight: 1, arbitrary: hostileText.map(encodeURIComponent) },
    )
    const token = fc.constantFrom(
      undefined,
      w.tokens.shopA,
      w.tokens.validator,
      w.tokens.stranger,
      w.tokens.admin,
      showcase,
      'not.a.jwt',
    )
    const request = fc.constantFrom(...routes).chain((route) => {
      const schemas = schemasOf(route.method, route.path)
      const params = (route.path.match(/:[A-Za-z]+/g) ?? []).length
      return fc.record({
        route: fc.constant(route),
        params: fc.array(param, { minLength: params, maxLength: params }),
        query: queryFrom(schemas.query),
        body: arbitraryFrom(schemas.body),
        token,
        rawBody: fc.option(fc.constantFrom('{', '[]', 'null', '"x"', '{"a":'), { nil: undefined }),
      })
    })

    const problems: string[] = []
    const counts = { cases: 0, refused: 0, accepted: 0 }
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        let index = 0
        const path = input.route.path.replace(/:[A-Za-z]+/g, () => input.params[index++] ?? '1')
        const write = input.route.method !== 'GET'
        const headers: Record<string, string> = {}
        if (input.token !== undefined) headers.Authorization = `Bearer ${input.token}`
        if (write) headers['Content-Type'] = 'application/json'
        const body = write ? (input.rawBody ?? JSON.stringify(input.body ?? null)) : undefined
        const before = write ? await signature() : ''
        const response = await t.app.request(`${path}${input.query === '' ? '' : `?${input.query}`}`, {
          method: input.route.method,
          headers,
          body,
        })
        counts.cases += 1
        const text = await response.text()
        const where = `${input.route.method} ${path} → ${response.status}`
        if (response.status >= 500) {
          const cause = t.logger.errors.at(-1)?.cause
          problems.push(`${where}: ${String(cause).slice(0, 300)} — body ${String(body).slice(0, 300)}`)
        }
        if (response.status >= 400) {
          counts.refused += 1
          let message: unknown
          try {
            message = (JSON.parse(text) as { message?: unknown }).message
          } catch {
            message = undefined
          }
          if (typeof message !== 'string' || message === '' || ENGLISH.test(message)) {
            problems.push(`${where}: not a French JSON message: ${text.slice(0, 200)}`)
          }
          if (write && (await signature()) !== before) problems.push(`${where}: a refused write changed data`)
        } else counts.accepted += 1
        // Problems are collected, not thrown: the report lists them all with their requests.
        return true
      }),
      { numRuns: RUNS },
    )
    expect(problems).toEqual([])
    console.info(
      `fuzz: ${counts.cases} cases over ${routes.length} routes, ` +
        `${counts.refused} refused, ${counts.accepted} accepted`,
    )
  }, 1_200_000)
})
