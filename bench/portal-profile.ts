// `npx tsx bench/portal-profile.ts [scenario]`: where the built server spends its CPU under one load of
// `npm run bench` (default: the cart read). The server runs under `node --cpu-prof` in its own process,
// on a scratch database beside DATABASE_URL, for BENCH_SECONDS (10) at 32 connections; the profile is
// written to BENCH_PROFILE_DIR (.tmp/profiles) and the 15 largest self times of the load printed (decision 061).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import { openPortalSession, portalScenarios } from './portal/portal-session'
import { withScratchDatabase } from './portal/scratch-database'
import { startServer } from './server-start/server-process'

type CallFrame = { functionName: string; url: string; lineNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame }
type CpuProfile = { nodes: ProfileNode[]; endTime: number; samples: number[]; timeDeltas: number[] }

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ENTRY = process.env.BENCH_SERVER_ENTRY ?? 'dist/server/main.js'
const PROFILE_DIR = resolve(process.env.BENCH_PROFILE_DIR ?? '.tmp/profiles')
const wanted = process.argv[2] ?? '/api/carts/current'
const url = process.env.DATABASE_URL ?? ''
if (url === '') throw new Error('DATABASE_URL is needed (a PostgreSQL server)')

// Self time per function over the last `seconds` of the profile (the load; the start and its jobs
// come before), idle time left out.
export function selfTimes(profile: CpuProfile, seconds: number, top: number) {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const from = profile.endTime - seconds * 1_000_000
  let at = profile.endTime - profile.timeDeltas.reduce((sum, delta) => sum + delta, 0)
  const byFunction = new Map<string, number>()
  let total = 0
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0
    const frame = frames.get(id)
    if (at < from || frame === undefined || frame.functionName === '(idle)') return
    const file = frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(dist|server)\//, '$1/')
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + 1)
    total += 1
  })
  return [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.PROFILE_TOP ?? top))
    .map(([name, hits]) => ({ fonction: name, '% du CPU': ((hits / total) * 100).toFixed(1) }))
}

await withScratchDatabase(url, 'portal_profile', async (databaseUrl) => {
  mkdirSync(PROFILE_DIR, { recursive: true })
  const before = new Set(readdirSync(PROFILE_DIR))
  const dataDir = mkdtempSync(join(tmpdir(), 'ecrin-bench-profile-'))
  try {
    const args = ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, ENTRY]
    const server = await startServer({ name: 'profile', args }, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, 4571)
    try {
      const scenarios = portalScenarios(await openPortalSession(server.base))
      // BENCH_CART_LINE=1: one "add to cart" first, so that the cart read has a line to price and promise.
      const add = scenarios.find((s) => s.method === 'POST')
      if (process.env.BENCH_CART_LINE === '1' && add !== undefined) {
        await fetch(`${server.base}${add.path}`, { method: 'POST', headers: add.headers, body: add.body ?? null })
      }
      const scenario = scenarios.find((s) => s.path.includes(wanted))
      if (scenario === undefined) throw new Error(`no scenario holds ${wanted}`)
      const { name: _name, path, ...options } = scenario
      const result = await autocannon({ url: `${server.base}${path}`, connections: 32, duration: SECONDS, ...options })
      console.log(`${scenario.name}: ${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx`)
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  const written = readdirSync(PROFILE_DIR).filter((name) => !before.has(name) && name.endsWith('.cpuprofile'))
  for (const name of written) {
    console.log(join(PROFILE_DIR, name))
    const profile = JSON.parse(readFileSync(join(PROFILE_DIR, name), 'utf8')) as CpuProfile
    console.table(selfTimes(profile, SECONDS, 15))
  }
})
