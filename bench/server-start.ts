// `npm run bench:start` (not part of `npm test`; DATABASE_URL required): cold start and memory of the
// server on PostgreSQL, built (`node dist/server/main.js`, what `npm start` runs) against the same
// sources run by tsx. For each, on a database and a DATA_DIR of its own: one first start (migrations,
// demo seed, media), then BENCH_RUNS (3) starts of a new process on that prepared database, each timed
// from spawn to GET /health 200 with its RSS at that moment, then the load of `npm run bench` sent
// from this process (BENCH_SECONDS per scenario) and the RSS after it. Prints medians. On a shared
// machine, BENCH_REALTIME=1 gives the starts an idle machine's CPU (bench/server-start/server-process.ts).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runPortalLoad } from './server-start/portal-load'
import { startServer, type ServerCommand } from './server-start/server-process'
import { withScratchDatabase } from './portal/scratch-database'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const PORT = Number(process.env.BENCH_PORT ?? 4560)
const GOALS = { readyMs: 1000, rssMb: 150 }
const commands: ServerCommand[] = [
  { name: 'node dist/server/main.js', args: ['--enable-source-maps', 'dist/server/main.js'] },
  { name: 'tsx server/main.ts', args: ['--import', 'tsx', 'server/main.ts'] },
]

const url = process.env.DATABASE_URL
if (url === undefined || url === '') {
  console.log('DATABASE_URL absent : ce banc mesure le serveur sur PostgreSQL.')
  process.exit(1)
}
if (spawnSync('npm', ['run', 'build:server', '--silent'], { stdio: 'inherit' }).status !== 0) process.exit(1)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}
const rounded = (value: number | null) => (value === null || Number.isNaN(value) ? '-' : Math.round(value))

// A database per command, beside DATABASE_URL's, so that each first start really is one.
const withDatabase = <T>(name: string, use: (databaseUrl: string) => Promise<T>) =>
  withScratchDatabase(url as string, `start_${name}`, use)

async function measure(command: ServerCommand, tag: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ecrin-bench-start-'))
  try {
    return await withDatabase(tag, async (databaseUrl) => {
      const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }
      const first = await startServer(command, env, PORT)
      await first.stop()
      const ready: number[] = []
      const cpu: number[] = []
      const rssReady: number[] = []
      const rssLoaded: number[] = []
      let errors = 0
      for (let run = 0; run < RUNS; run += 1) {
        const server = await startServer(command, env, PORT)
        ready.push(server.readyMs)
        cpu.push(server.cpuMs ?? NaN)
        rssReady.push(server.rssMb() ?? NaN)
        errors += await runPortalLoad(server.base, SECONDS)
        rssLoaded.push(server.rssMb() ?? NaN)
        await server.stop()
      }
      return {
        command: command.name,
        firstStartMs: first.readyMs,
        readyMs: median(ready),
        cpuMs: median(cpu),
        rssReadyMb: median(rssReady),
        rssLoadedMb: median(rssLoaded),
        errors,
      }
    })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const rows = []
for (const [index, command] of commands.entries()) rows.push(await measure(command, String(index)))
const realtime = process.env.BENCH_REALTIME === '1' ? ' (SCHED_FIFO)' : ''
console.log(`\nPostgreSQL — médianes de ${RUNS} démarrages${realtime} ; charge de npm run bench 4 × ${SECONDS} s`)
console.table(
  rows.map((row) => ({
    serveur: row.command,
    'premier démarrage (ms)': rounded(row.firstStartMs),
    'démarrage à froid (ms)': rounded(row.readyMs),
    'CPU jusqu’à prêt (ms)': rounded(row.cpuMs),
    'RSS prêt (Mo)': rounded(row.rssReadyMb),
    'RSS après charge (Mo)': rounded(row.rssLoadedMb),
    erreurs: row.errors,
  })),
)
const built = rows[0]
if (built !== undefined) {
  const verdict = (ok: boolean) => (ok ? 'atteint' : 'NON atteint')
  console.log(`Objectif démarrage ≤ ${GOALS.readyMs} ms : ${verdict(built.readyMs <= GOALS.readyMs)}`)
  console.log(`Objectif RSS prêt ≤ ${GOALS.rssMb} Mo : ${verdict(built.rssReadyMb <= GOALS.rssMb)}`)
}
