// `npx tsx bench/portal-compare.ts <before.js> <after.js>`: two builds of the server side by side, each on
// its own scratch database beside DATABASE_URL, loaded in turn with short bursts (BENCH_BURSTS rounds of
// BENCH_SECONDS each, 32 connections) of /health and of each portal scenario. Alternating bursts of a few
// seconds cancel what a shared machine's neighbours do to a long run (decision 061): the figures are
// medians of each build's bursts, and the after/before ratio of each scenario.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { openPortalSession, type PortalRequest, portalScenarios } from './portal/portal-session'
import { withScratchDatabase } from './portal/scratch-database'
import { type RunningServer, startServer } from './server-start/server-process'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2)
const BURSTS = Number(process.env.BENCH_BURSTS ?? 7)
const [beforeEntry, afterEntry] = process.argv.slice(2)
// BENCH_ONLY=carts keeps the scenarios whose name holds it (and /health, the reference).
const ONLY = process.env.BENCH_ONLY ?? ''
const url = process.env.DATABASE_URL ?? ''
if (url === '' || beforeEntry === undefined || afterEntry === undefined) {
  throw new Error('usage: DATABASE_URL=postgres://… npx tsx bench/portal-compare.ts <before.js> <after.js>')
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function burst(server: RunningServer, scenario: PortalRequest): Promise<number> {
  const { name: _name, path, ...options } = scenario
  const result = await autocannon({ url: `${server.base}${path}`, connections: 32, duration: SECONDS, ...options })
  if (result.non2xx > 0) throw new Error(`${scenario.name}: ${result.non2xx} non-2xx answers`)
  return result.requests.average
}

async function withServer<T>(name: string, entry: string, port: number, use: (server: RunningServer) => Promise<T>) {
  return withScratchDatabase(url, `compare_${name}`, async (databaseUrl) => {
    const dataDir = mkdtempSync(join(tmpdir(), `ecrin-compare-${name}-`))
    try {
      const server = await startServer({ name, args: [entry] }, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, port)
      try {
        return await use(server)
      } finally {
        await server.stop()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
}

await withServer('before', beforeEntry, 4591, (before) =>
  withServer('after', afterEntry, 4592, async (after) => {
    const builds = [
      { label: 'avant', server: before, scenarios: portalScenarios(await openPortalSession(before.base)) },
      { label: 'après', server: after, scenarios: portalScenarios(await openPortalSession(after.base)) },
    ]
    const names = (builds[0]?.scenarios ?? [])
      .map((scenario) => scenario.name)
      .filter((name, index) => index === 0 || name.includes(ONLY))
    const rates = builds.map(() => names.map((): number[] => []))
    for (let round = 0; round < BURSTS; round++) {
      for (const [index] of names.entries()) {
        // Each round alternates which build goes first, so neither always follows the other's load.
        const order = round % 2 === 0 ? [0, 1] : [1, 0]
        for (const build of order) {
          const { server, scenarios } = builds[build] ?? {}
          const scenario = scenarios?.find((candidate) => candidate.name === names[index])
          if (server === undefined || scenario === undefined) continue
          rates[build]?.[index]?.push(await burst(server, scenario))
        }
      }
    }
    console.table(
      names.map((name, index) => {
        const [was, now] = [median(rates[0]?.[index] ?? []), median(rates[1]?.[index] ?? [])]
        return {
          scénario: name,
          'avant req/s': Math.round(was),
          'après req/s': Math.round(now),
          'après / avant': (now / was).toFixed(2),
        }
      }),
    )
  }),
)
