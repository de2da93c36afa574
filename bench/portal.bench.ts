// `npm run bench` (not part of `npm test`): load on the Portal API of the built server
// (`node dist/server/main.js`, what `npm start` runs), in a process of its own, so that the client
// (autocannon, in this process) is outside it. On PostgreSQL when DATABASE_URL is set (a scratch
// database beside it, seeded by the server's first start, dropped after), and on PGlite (a temporary
// DATA_DIR) unless BENCH_ENGINES=postgres. BENCH_RUNS (3) runs of BENCH_SECONDS (10) per scenario,
// after a short warm-up; medians. Each rate is also given against GET /health of the same run, so the
// ratios hold whatever the machine. BENCH_SERVER_ENTRY: a server already built elsewhere (no build).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { openPortalSession, portalScenarios, type PortalRequest } from './portal/portal-session'
import { runSequential } from './portal/sequential-requests'
import { withScratchDatabase } from './portal/scratch-database'
import { whilePdfJobRuns } from './portal/pdf-job-load'
import { startServer, type RunningServer } from './server-start/server-process'

const CONNECTIONS = 32
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2)
const PORT = Number(process.env.BENCH_PORT ?? 4570)
// Goals on PostgreSQL (decisions 050 and 061): cart read ≥ 85 % of /health, add to cart ≥ 20 %,
// sequential add p50 ≤ 2 ms.
const GOALS = { cartRead: 0.85, add: 0.2, sequentialAddP50Ms: 2 }
const DURING_PDF_JOB = 'GET /api/carts/current pendant la tâche PDF'

// cpuUs: the server's CPU time per request (µs), which other work on a shared machine moves less than a rate.
type Sample = { rps: number; ratio: number; p50: number; p99: number; errors: number; cpuUs: number }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}

async function load(server: RunningServer, call: PortalRequest, seconds: number) {
  const { name: _name, path, ...options } = call
  const cpuBefore = server.cpuNowMs() ?? NaN
  const result = await autocannon({
    url: `${server.base}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    ...options,
  })
  const cpuMs = (server.cpuNowMs() ?? NaN) - cpuBefore
  return {
    cpuUs: (cpuMs * 1000) / result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

async function measure(server: RunningServer, databaseUrl: string | null) {
  const session = await openPortalSession(server.base)
  const scenarios = portalScenarios(session)
  const add = scenarios.find((scenario) => scenario.method === 'POST')
  if (add === undefined) throw new Error('no add-to-cart scenario')
  for (const scenario of scenarios) await load(server, scenario, WARM_UP_SECONDS)
  const samples = new Map<string, Sample[]>()
  const record = (name: string, sample: Sample) => samples.set(name, [...(samples.get(name) ?? []), sample])
  for (let run = 0; run < RUNS; run += 1) {
    let healthRps = NaN
    for (const scenario of scenarios) {
      const result = await load(server, scenario, SECONDS)
      if (scenario.path === '/health') healthRps = result.rps
      record(scenario.name, { ...result, ratio: result.rps / healthRps })
    }
    const sequential = await runSequential(server.base, add, SECONDS)
    const rps = sequential.count / SECONDS
    record('POST store, 1 connexion séquentielle', { ...sequential, rps, ratio: NaN, cpuUs: NaN })
    // The cart read again while the catalogue PDFs are drawn (decision 061): its p99 should not move.
    const cartRead = scenarios[1]
    if (databaseUrl !== null && cartRead !== undefined) {
      const { result, jobRuns } = await whilePdfJobRuns(databaseUrl, () => load(server, cartRead, SECONDS))
      console.log(`Tâche PDF pendant la mesure : ${jobRuns} passage(s)`)
      record(DURING_PDF_JOB, { ...result, ratio: result.rps / healthRps })
    }
  }
  return [...samples].map(([name, list]) => ({
    name,
    rps: median(list.map((sample) => sample.rps)),
    ratio: median(list.map((sample) => sample.ratio)),
    p50: median(list.map((sample) => sample.p50)),
    p99: median(list.map((sample) => sample.p99)),
    errors: list.reduce((total, sample) => total + sample.errors, 0),
    cpuUs: median(list.map((sample) => sample.cpuUs)),
  }))
}

type Row = Awaited<ReturnType<typeof measure>>[number]

function report(engine: string, rows: Row[]): void {
  const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(2) : Math.round(value))
  console.log(
    `\n${engine} — serveur dans son propre processus ; ${CONNECTIONS} connexions, médianes de ${RUNS} × ${SECONDS} s`,
  )
  console.table(
    rows.map((row) => ({
      scénario: row.name,
      'req/s': Math.round(row.rps),
      'vs /health': Number.isNaN(row.ratio) ? '-' : `${(row.ratio * 100).toFixed(0)} %`,
      'p50 (ms)': ms(row.p50),
      'p99 (ms)': ms(row.p99),
      erreurs: row.errors,
      'CPU µs/req': Number.isNaN(row.cpuUs) ? '-' : Math.round(row.cpuUs),
    })),
  )
}

function verdicts(rows: Row[]): void {
  const [health, cartRead, add, , sequential] = rows
  const verdict = (ok: boolean) => (ok ? 'atteint' : 'NON atteint')
  const goal = `${GOALS.cartRead * 100} %`
  console.log(`Objectif lecture du panier ≥ ${goal} de /health : ${verdict((cartRead?.ratio ?? 0) >= GOALS.cartRead)}`)
  // The same ratio from the CPU the server spent per request, steadier than rates on a busy machine.
  const cpuRatio = (health?.cpuUs ?? NaN) / (cartRead?.cpuUs ?? NaN)
  console.log(`Lecture du panier, d’après le CPU serveur par requête : ${(cpuRatio * 100).toFixed(0)} % de /health`)
  console.log(`Objectif ajout au panier ≥ 20 % de /health : ${verdict((add?.ratio ?? 0) >= GOALS.add)}`)
  const p50 = sequential?.p50 ?? Infinity
  console.log(
    `Objectif ajout séquentiel p50 ≤ ${GOALS.sequentialAddP50Ms} ms : ${verdict(p50 <= GOALS.sequentialAddP50Ms)}`,
  )
}

async function benchmark(engine: string, entry: string, databaseUrl: string | null): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ecrin-bench-portal-'))
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' }
  try {
    const server = await startServer({ name: engine, args: ['--enable-source-maps', entry] }, env, PORT)
    try {
      const rows = await measure(server, databaseUrl)
      report(engine, rows)
      return rows
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

let entry = process.env.BENCH_SERVER_ENTRY ?? ''
if (entry === '') {
  if (spawnSync('npm', ['run', 'build:server', '--silent'], { stdio: 'inherit' }).status !== 0) process.exit(1)
  entry = 'dist/server/main.js'
}
const url = process.env.DATABASE_URL ?? ''
if (process.env.BENCH_ENGINES !== 'postgres') await benchmark('PGlite (DATA_DIR temporaire)', entry, null)
if (url === '') console.log('\nDATABASE_URL absent : banc PostgreSQL non exécuté.')
else verdicts(await withScratchDatabase(url, 'portal_bench', (scratch) => benchmark('PostgreSQL', entry, scratch)))
