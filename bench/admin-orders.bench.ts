// `npm run bench:admin-orders` (not part of `npm test`), the benchmark of decision 034: the back office's order list,
// filtered and sorted, at 1 000 and at 100 000 orders on PostgreSQL (DATABASE_URL). Orders are seeded in
// SQL (bench/admin-orders-seed.ts), then autocannon measures p50/p99 through the real HTTP stack.
// Target: p99 < 50 ms at 100 000 orders, and within 2x of the 1 000-order figure.
// BENCH_SECONDS (default 5) per scenario, BENCH_CONNECTIONS (default 4: a back office's few clerks).
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import { serve } from '@hono/node-server'
import { createApp } from '../server/app'
import { wireAppDependencies } from '../server/app-dependencies'
import { argon2PasswordHasher } from '../server/platform/auth/password-hasher'
import { DEVELOPMENT_JWT_SECRET } from '../server/config'
import { openDatabase, type DatabaseHandle } from '../server/platform/db/database'
import { systemClock } from '../server/platform/shared/clock'
import type { Logger } from '../server/platform/shared/logger'
import { prepareDatabase } from '../server/platform/startup/prepare-database'
import type { BackofficeOrderUseCases } from '../server/backoffice/orders/orders.public'
import { aBenchBrandId, removeBenchOrders, seedBenchOrders } from './admin-orders-seed'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4)
const SIZES = [1_000, 100_000]
const DEMO_ADMIN = { login: 'admin', password: 'Admin2026!' }
const P99_TARGET_MS = 50

const quietLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: (m, cause) => console.error(m, cause),
}

type Scenario = { name: string; path: string; filters?: ListFilters }
type Measure = { scenario: string; size: number; p50: number; p99: number; rps: number; errors: number; sql?: SqlTimes }
type SqlTimes = { p50: number; p99: number }
type ListFilters = Parameters<BackofficeOrderUseCases['reader']['list']>[0]

async function startServer(database: DatabaseHandle) {
  const deps = wireAppDependencies({
    database,
    jwtSecret: DEVELOPMENT_JWT_SECRET,
    webDistDir: '/nonexistent',
    corsOrigins: [],
    passwords: argon2PasswordHasher(),
    clock: systemClock,
    logger: quietLogger,
  })
  const app = createApp(deps)
  // Requests still running when the load stops must finish before the database closes.
  let inFlight = 0
  const fetch: typeof app.fetch = async (request, env, context) => {
    inFlight += 1
    try {
      return await app.fetch(request, env, context)
    } finally {
      inFlight -= 1
    }
  }
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening))
  })
  const { port } = server.address() as AddressInfo
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return { base: `http://127.0.0.1:${port}`, orders: deps.portal.backoffice.backofficeOrders, close }
}

// The list's own work (page and total on the database), without HTTP, the admin guard or autocannon:
// what the indexes and counters decide, apart from the machine's other load.
async function sqlTimes(orders: BackofficeOrderUseCases, filters: ListFilters): Promise<SqlTimes> {
  const times: number[] = []
  for (let i = 0; i < 200; i += 1) {
    const started = performance.now()
    await orders.reader.list(filters)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2))
  return { p50: at(0.5), p99: at(0.99) }
}

async function logInAdmin(base: string): Promise<string> {
  const response = await fetch(`${base}/portal-api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  })
  if (response.status !== 200) throw new Error(`admin login failed (${response.status}): is the demo data there?`)
  return ((await response.json()) as { access_token: string }).access_token
}

async function measure(base: string, token: string, scenario: Scenario, size: number): Promise<Measure> {
  const url = `${base}${scenario.path}`
  // One request first: it must succeed, and it warms the pool's connections and plans.
  const probe = await fetch(url, { headers: { Authorization: `Bearer ${token}` } })
  if (probe.status !== 200) throw new Error(`${scenario.name}: HTTP ${probe.status} ${await probe.text()}`)
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { Authorization: `Bearer ${token}` },
    // The load runs in a worker thread: the server keeps the main event loop to itself.
    workers: 1,
  })
  return {
    scenario: scenario.name,
    size,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

const list = (filters: Partial<ListFilters>): ListFilters => ({
  statuses: null,
  brandId: null,
  shopId: null,
  from: null,
  to: null,
  number: null,
  q: null,
  sort: 'created_at',
  order: 'DESC',
  start: 0,
  limit: 20,
  late: false,
  today: '2026-01-01',
  ...filters,
})
const query = (filters: ListFilters) => {
  const params = new URLSearchParams({ _sort: filters.sort, _order: filters.order, _limit: String(filters.limit) })
  if (filters.statuses !== null) params.set('status', filters.statuses.join(','))
  if (filters.brandId !== null) params.set('brand_id', String(filters.brandId))
  return `/portal-api/admin/orders?${params}`
}
const listScenario = (name: string, filters: ListFilters): Scenario => ({ name, path: query(filters), filters })

function report(measures: readonly Measure[]): boolean {
  let ok = true
  const rows = measures
    .filter((m) => m.size === SIZES[1])
    .map((large) => {
      const small = measures.find((m) => m.scenario === large.scenario && m.size === SIZES[0])
      const ratio = small === undefined || small.p99 === 0 ? Number.NaN : large.p99 / small.p99
      const isList = large.sql !== undefined
      const pass = large.p99 < P99_TARGET_MS && ratio <= 2 && large.errors === 0
      if (isList) ok &&= pass
      return {
        scénario: large.scenario,
        'p50 1k (ms)': small?.p50,
        'p99 1k (ms)': small?.p99,
        'p50 100k (ms)': large.p50,
        'p99 100k (ms)': large.p99,
        'p99 100k/1k': ratio.toFixed(2),
        'req/s 100k': Math.round(large.rps),
        erreurs: large.errors,
        'SQL p50/p99 1k (ms)': small?.sql === undefined ? '-' : `${small.sql.p50} / ${small.sql.p99}`,
        'SQL p50/p99 100k (ms)': large.sql === undefined ? '-' : `${large.sql.p50} / ${large.sql.p99}`,
        objectif: !isList ? '-' : pass ? 'tenu' : 'MANQUÉ',
      }
    })
  console.log(`\nGET /admin/orders — ${CONNECTIONS} connexions, ${SECONDS} s par scénario, PostgreSQL`)
  console.table(rows)
  return ok
}

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL
  if (url === undefined || url === '') {
    console.error('DATABASE_URL manquant : ce banc mesure PostgreSQL (voir le début de ce fichier).')
    return 2
  }
  const database = await openDatabase({ engine: 'postgres', url })
  const prepared = await prepareDatabase(database, argon2PasswordHasher(), { isProduction: false })
  if (!prepared.ok) throw new Error(prepared.problem)
  const server = await startServer(database)
  try {
    await removeBenchOrders(database.db)
    const token = await logInAdmin(server.base)
    const measures: Measure[] = []
    for (const size of SIZES) {
      const started = Date.now()
      await seedBenchOrders(database.db, size)
      console.log(`${size} commandes de banc en place (${Date.now() - started} ms)`)
      const brand = await aBenchBrandId(database.db)
      const scenarios: Scenario[] = [
        { name: 'repère : GET /health', path: '/health' },
        {
          name: 'repère : garde admin seule (GET /admin/audit)',
          path: '/portal-api/admin/audit?entity=order&entity_id=1',
        },
        listScenario('statut + enseigne, date ↓', list({ statuses: ['validated'], brandId: brand })),
        listScenario(
          'statut + enseigne, total TTC ↓',
          list({ statuses: ['validated'], brandId: brand, sort: 'total_ttc' }),
        ),
        listScenario('statut, total TTC ↑', list({ statuses: ['delivered'], sort: 'total_ttc', order: 'ASC' })),
        listScenario('sans filtre, date ↓', list({})),
      ]
      for (const scenario of scenarios) {
        const measured = await measure(server.base, token, scenario, size)
        if (scenario.filters !== undefined) measured.sql = await sqlTimes(server.orders, scenario.filters)
        measures.push(measured)
      }
    }
    return report(measures) ? 0 : 1
  } finally {
    await server.close()
    await database.close()
  }
}

process.exitCode = await main()
