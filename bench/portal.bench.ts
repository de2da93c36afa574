// `npm run bench` (not part of `npm test`): load on the Portal API with autocannon, on PGlite and,
// when DATABASE_URL is set, on PostgreSQL. Each scenario is reported against GET /health of the
// same run, so the ratios hold whatever the machine.
import type { AddressInfo } from 'node:net'
import autocannon, { type Result } from 'autocannon'
import { serve } from '@hono/node-server'
import { createApp } from '../server/app'
import { wireAppDependencies } from '../server/app-dependencies'
import { argon2PasswordHasher } from '../server/auth/password-hasher'
import { DEVELOPMENT_JWT_SECRET } from '../server/config'
import { openDatabase, type DatabaseLocation } from '../server/db/database'
import { systemClock } from '../server/shared/clock'
import type { Logger } from '../server/shared/logger'
import { prepareDatabase } from '../server/startup/prepare-database'

const CONNECTIONS = 32
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1)
const DEMO_SHOP = { login: 'boutique-lyon', password: 'Demo2026!' }

const quietLogger: Logger = { info: () => undefined, warn: () => undefined, error: (message, cause) => console.error(message, cause) }

type Scenario = { name: string; path: string; method?: 'GET' | 'POST'; body?: unknown; auth: boolean }
type Row = { name: string; rps: number; p50: number; p99: number; errors: number }

async function startServer(location: DatabaseLocation) {
  const database = await openDatabase(location)
  const passwords = argon2PasswordHasher()
  const prepared = await prepareDatabase(database, passwords, { isProduction: false })
  if (!prepared.ok) throw new Error(prepared.problem)
  const deps = wireAppDependencies({
    database,
    jwtSecret: DEVELOPMENT_JWT_SECRET,
    webDistDir: '/nonexistent',
    corsOrigins: [],
    passwords,
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
    await database.close()
  }
  return { base: `http://127.0.0.1:${port}`, close }
}

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/portal-api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_SHOP),
  })
  if (response.status !== 200) throw new Error(`login of ${DEMO_SHOP.login} failed (${response.status}): is the demo data there?`)
  const body = (await response.json()) as { access_token: string }
  return body.access_token
}

// The first product option of the catalogue, at its minimum quantity: a valid "add to cart".
async function anOrderableLine(base: string, token: string): Promise<{ productId: number; body: unknown }> {
  const response = await fetch(`${base}/portal-api/api/customized-products?_limit=1`, { headers: { Authorization: `Bearer ${token}` } })
  const [product] = (await response.json()) as { id: number; options: { id: number; minimum_quantity: number; pack_multiple: number }[] }[]
  const option = product?.options[0]
  if (product === undefined || option === undefined) throw new Error('the demo catalogue is empty')
  const quantity = Math.ceil(option.minimum_quantity / option.pack_multiple) * option.pack_multiple
  return { productId: product.id, body: { quantity, typevalue: option.id } }
}

async function run(base: string, token: string, scenario: Scenario): Promise<Row> {
  const headers: Record<string, string> = {}
  if (scenario.auth) headers.Authorization = `Bearer ${token}`
  if (scenario.body !== undefined) headers['Content-Type'] = 'application/json'
  const result: Result = await autocannon({
    url: `${base}${scenario.path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    method: scenario.method ?? 'GET',
    headers,
    body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
    // The load runs in a worker thread: the server keeps the main event loop to itself.
    workers: WORKERS,
  })
  return {
    name: scenario.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

function report(engine: string, rows: readonly Row[]): void {
  const health = rows[0]
  const ratio = (value: number, reference: number | undefined) => (reference ? `${((value / reference) * 100).toFixed(0)} %` : '-')
  console.log(`\n${engine} — ${CONNECTIONS} connexions, ${DURATION_SECONDS} s par scénario`)
  console.table(
    rows.map((row) => ({
      scénario: row.name,
      'req/s': Math.round(row.rps),
      'p50 (ms)': row.p50,
      'p99 (ms)': row.p99,
      erreurs: row.errors,
      'req/s vs /health': ratio(row.rps, health?.rps),
    })),
  )
}

async function benchmark(engine: string, location: DatabaseLocation): Promise<void> {
  const server = await startServer(location)
  try {
    const token = await logIn(server.base)
    const line = await anOrderableLine(server.base, token)
    const scenarios: Scenario[] = [
      { name: 'GET /health', path: '/health', auth: false },
      { name: 'GET /api/carts/current', path: '/portal-api/api/carts/current', auth: true },
      { name: 'POST store (ajout au panier)', path: `/portal-api/api/carts/customized-product/store/${line.productId}`, method: 'POST', body: line.body, auth: true },
      { name: 'GET /api/carts (commandes)', path: '/portal-api/api/carts?_start=0&_limit=20', auth: true },
    ]
    const rows: Row[] = []
    for (const scenario of scenarios) rows.push(await run(server.base, token, scenario))
    report(engine, rows)
  } finally {
    await server.close()
  }
}

await benchmark('PGlite (en mémoire)', { engine: 'pglite', dataDir: null })
const url = process.env.DATABASE_URL
if (url !== undefined && url !== '') await benchmark('PostgreSQL (DATABASE_URL)', { engine: 'postgres', url })
else console.log('\nDATABASE_URL absent : banc PostgreSQL non exécuté.')
