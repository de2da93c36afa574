import { mkdirSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { useShowcaseApp } from '../server/showcase/support/showcase-test-app'
import { fakeWebDist } from '../server/showcase/support/web-dist'
import { hostileText } from './support/schema-arbitrary'
import { HOSTILE_MEDIA_NAMES, HOSTILE_PAGES, isPagedList, renderedRoutes } from './support/rendered-routes'

// The reliability tier (decision 035) on the pages (decision 060): every rendered route under HEAD, Range
// and hostile paging parameters, and /media under names no file can have. The bar: no 5xx, nothing logged
// as an error, HEAD the GET's status with no body, Range ignored. On PGlite, and on PostgreSQL with
// TEST_DB_ENGINE=postgres. PAGES_FUZZ_RUNS sets the number of generated requests (300 by default).
const RUNS = Number(process.env.PAGES_FUZZ_RUNS ?? 300)
const t = useShowcaseApp({ seed: 'once', webDistDir: fakeWebDist() })

type Outcome = { status: number; body: string; headers: Headers }

async function send(path: string, init?: RequestInit): Promise<Outcome> {
  const response = await t.app.request(path, init)
  return { status: response.status, body: await response.text(), headers: response.headers }
}

function problemsOf(where: string, outcome: Outcome): string[] {
  const problems: string[] = []
  if (outcome.status >= 500) problems.push(`${where} → ${outcome.status}`)
  for (const error of t.logger.errors) problems.push(`${where}: logged ${error.message} ${String(error.cause)}`)
  t.logger.clear()
  return problems.map((problem) => problem.slice(0, 400))
}

describe('pages under HEAD, Range and paging parameters', () => {
  it('answers every rendered route as its GET, whole, with no 5xx', async () => {
    const routes = await renderedRoutes(t.app)
    expect(routes.length).toBeGreaterThan(20)
    const problems: string[] = []
    for (const route of routes) {
      const get = await send(route)
      problems.push(...problemsOf(`GET ${route}`, get))
      const head = await send(route, { method: 'HEAD' })
      problems.push(...problemsOf(`HEAD ${route}`, head))
      if (head.status !== get.status || head.body !== '') problems.push(`HEAD ${route} → ${head.status}, body`)
      for (const range of ['bytes=0-10', 'bytes=5-']) {
        const partial = await send(route, { headers: { Range: range } })
        problems.push(...problemsOf(`GET ${route} (Range ${range})`, partial))
        if (partial.status !== get.status || partial.headers.has('content-range'))
          problems.push(`GET ${route} (Range ${range}) → ${partial.status}, ${partial.headers.get('content-range')}`)
        if (!partial.body.startsWith('<!doctype html>')) problems.push(`GET ${route} (Range ${range}): page cut`)
      }
      const pages = isPagedList(route) ? HOSTILE_PAGES : HOSTILE_PAGES.slice(0, 3)
      for (const query of [...pages.map((page) => `page=${page}`), 'page=2&page=3', 'page[]=2']) {
        const paged = await send(`${route}?${query}`)
        problems.push(...problemsOf(`GET ${route}?${query.slice(0, 40)}`, paged))
        if (isPagedList(route) && paged.status !== get.status)
          problems.push(`GET ${route}?${query.slice(0, 40)} → ${paged.status}, not ${get.status}`)
      }
    }
    expect(problems).toEqual([])
  }, 1_200_000)

  it('answers hostile media names with 404, whatever the method, and logs nothing', async () => {
    // The folder exists, as on a server that has published media: the disk does see the names.
    mkdirSync(`${t.mediaDir}/dossier`, { recursive: true })
    const problems: string[] = []
    for (const name of HOSTILE_MEDIA_NAMES) {
      for (const init of [{}, { method: 'HEAD' }, { headers: { 'If-None-Match': `"${name}"` } }]) {
        const outcome = await send(`/media/${name}`, init)
        problems.push(...problemsOf(`/media/${name.slice(0, 40)}`, outcome))
        if (outcome.status !== 404) problems.push(`/media/${name.slice(0, 40)} → ${outcome.status}`)
      }
    }
    expect(problems).toEqual([])
  })

  it(`answers ${RUNS} generated page requests with no 5xx`, async () => {
    const routes = await renderedRoutes(t.app)
    const value = fc.oneof(
      fc.constantFrom(...HOSTILE_PAGES),
      hostileText.map(encodeURIComponent),
      fc.integer().map(String),
    )
    const query = fc
      .array(fc.tuple(fc.constantFrom('page', 'sujet', 'variante', '_start', 'q', 'page[]'), value), { maxLength: 3 })
      .map((pairs) => pairs.map(([key, v]) => `${key}=${v}`).join('&'))
    const request = fc.record({
      route: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...routes) },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_MEDIA_NAMES).map((name) => `/media/${name}`) },
      ),
      query,
      method: fc.constantFrom('GET', 'HEAD'),
      range: fc.option(fc.constantFrom('bytes=0-10', 'bytes=5-', 'bytes=-3', 'bytes=0-0,5-9', 'bytes=x'), {
        nil: undefined,
      }),
    })
    const problems: string[] = []
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const path = input.query === '' ? input.route : `${input.route}?${input.query}`
        const headers: Record<string, string> = input.range === undefined ? {} : { Range: input.range }
        const outcome = await send(path, { method: input.method, headers })
        const where = `${input.method} ${path.slice(0, 120)} (Range ${input.range})`
        problems.push(...problemsOf(where, outcome))
        if (input.method === 'HEAD' && outcome.body !== '') problems.push(`${where}: a body`)
        return true
      }),
      { numRuns: RUNS },
    )
    expect(problems).toEqual([])
  }, 1_200_000)
})
