// `node --expose-gc --import tsx bench/orders-csv-memory.ts` (not part of `npm test`): the heap of the server
// while GET /admin/orders/export.csv streams 1 000, then 10 000 (BENCH_CSV_ORDERS) orders. A flat export
// grows the heap by about the same few batches whatever the number of rows. PGlite in memory by
// default, PostgreSQL when DATABASE_URL is set. Prints heap before, after and at its peak.
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from '../server/app'
import { wireAppDependencies } from '../server/app-dependencies'
import { argon2PasswordHasher } from '../server/platform/auth/password-hasher'
import { DEVELOPMENT_JWT_SECRET } from '../server/config'
import { openDatabase } from '../server/platform/db/database'
import { systemClock } from '../server/platform/shared/clock'
import type { Logger } from '../server/platform/shared/logger'
import { prepareDatabase } from '../server/platform/startup/prepare-database'
import { removeBenchOrders, seedBenchOrders } from './admin-orders-seed'

const SIZES = [1_000, Number(process.env.BENCH_CSV_ORDERS ?? 10_000)]
const MB = 1024 * 1024
const quietLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: (m, cause) => console.error(m, cause),
}
const gc = (globalThis as { gc?: () => void }).gc

function heapNow(): number {
  gc?.()
  return process.memoryUsage().heapUsed
}

// Reads the whole answer chunk by chunk, keeping only counts, while sampling the heap every 5 ms.
async function exportAndWatch(url: string, token: string) {
  const before = heapNow()
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed)
  }, 5)
  const started = Date.now()
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } })
  if (response.status !== 200 || response.body === null) throw new Error(`export failed: HTTP ${response.status}`)
  let bytes = 0
  let lines = 0
  const reader = response.body.getReader()
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength
    for (const byte of chunk.value) if (byte === 10) lines += 1
  }
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage().heapUsed)
  return { rows: lines - 1, bytes, ms: Date.now() - started, before, peak, after: heapNow() }
}

async function main() {
  const url = process.env.DATABASE_URL
  const database = await openDatabase(
    url === undefined || url === '' ? { engine: 'pglite', dataDir: null } : { engine: 'postgres', url },
  )
  const prepared = await prepareDatabase(database, argon2PasswordHasher(), { isProduction: false })
  if (!prepared.ok) throw new Error(prepared.problem)
  const app = createApp(
    wireAppDependencies({
      database,
      jwtSecret: DEVELOPMENT_JWT_SECRET,
      webDistDir: '/nonexistent',
      corsOrigins: [],
      passwords: argon2PasswordHasher(),
      clock: systemClock,
      logger: quietLogger,
    }),
  )
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening))
  })
  // PGlite runs on this thread: while it seeds, the client's idle keep-alive socket must not time out.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 600_000
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  try {
    const login = await fetch(`${base}/portal-api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: 'Admin2026!' }),
    })
    const { access_token: token } = (await login.json()) as { access_token: string }
    await removeBenchOrders(database.db)
    const rows = []
    for (const size of SIZES) {
      await seedBenchOrders(database.db, size)
      // A first export of the size warms the code paths; the second one is measured.
      await exportAndWatch(`${base}/portal-api/admin/orders/export.csv`, token)
      const run = await exportAndWatch(`${base}/portal-api/admin/orders/export.csv`, token)
      rows.push({
        'commandes exportées': run.rows,
        'Mo envoyés': (run.bytes / MB).toFixed(1),
        'durée (ms)': run.ms,
        'tas avant (Mo)': (run.before / MB).toFixed(1),
        'tas au pic (Mo)': (run.peak / MB).toFixed(1),
        'tas après (Mo)': (run.after / MB).toFixed(1),
        'croissance au pic (Mo)': ((run.peak - run.before) / MB).toFixed(1),
      })
    }
    console.log(`\nExport CSV des commandes — ${database.engine}${gc === undefined ? ' (sans --expose-gc)' : ''}`)
    console.table(rows)
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await database.close()
  }
}

await main()
