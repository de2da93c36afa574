// `npm run bench:lighthouse` (not part of `npm test`): Lighthouse (run through npx, never a
// dependency: its tree makes `npm ls` fail) with Debian's Chromium against the production build
// served by the server, on one page of each public template whose paths come from the server's own
// sitemap (seeded content, never guessed slugs). Three runs per page; prints the medians beside the
// targets (decision 051) and writes them to .tmp/lighthouse-<date>.json.
// BENCH_PORT (3400), BENCH_DIST_DIR (dist/web: the build goes there), LIGHTHOUSE_RUNS (3).
import { spawn, spawnSync } from 'node:child_process'
import { get } from 'node:http'
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  CATEGORIES,
  meetsTargets,
  medianOf,
  type PageSummary,
  type RunFigures,
  table,
  TARGETS,
} from './lighthouse-report'

const LIGHTHOUSE = 'lighthouse@12.8.2'
const port = Number(process.env.BENCH_PORT ?? 3400)
const distDir = process.env.BENCH_DIST_DIR ?? 'dist/web'
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const base = `http://localhost:${port}`
const chromeFlags =
  '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run ' +
  '--disable-background-networking --disable-component-update --disable-sync'

async function waitForHealth() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not start')
}

// One page per template, from the sitemap the server builds out of the database.
async function pickPages() {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '', base).pathname)
  const first = (name: string, pattern: RegExp) => {
    const path = paths.find((candidate) => pattern.test(candidate))
    if (path === undefined) throw new Error(`no ${name} in the sitemap`)
    return { name, path }
  }
  const pages = [
    first('accueil', /^\/$/),
    first('catégorie', /^\/categorie-produit\/[^/]+$/),
    first('produit', /^\/produit\/[^/]+$/),
    first('article', /^\/article\/[^/]+$/),
    first('offres', /^\/nos-offres-emploi$/),
    first('offre', /^\/offre-emploi\/[^/]+$/),
    first('contact', /^\/nous-contacter$/),
  ]
  for (const page of pages) {
    const response = await fetch(`${base}${page.path}`)
    if (response.status !== 200) throw new Error(`${page.path} answers ${response.status}`)
  }
  return pages
}

// The JavaScript as sent gzipped: the server's precompressed file when it answers one, else gzipped here.
const gzipSizes = new Map<string, number>()
function gzipSize(url: string): Promise<number> {
  const known = gzipSizes.get(url)
  if (known !== undefined) return Promise.resolve(known)
  return new Promise((resolve, reject) => {
    // A new connection each time: a pooled one may have been closed by the server's keep-alive timeout.
    get(url, { agent: false, headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        const size = response.headers['content-encoding'] === 'gzip' ? body.length : gzipSync(body).length
        gzipSizes.set(url, size)
        resolve(size)
      })
    }).on('error', reject)
  })
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number }

async function runOnce(url: string, out: string): Promise<RunFigures | null> {
  const run = spawnSync(
    'npx',
    ['--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${out}`, chromeFlags],
    {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    },
  )
  if (run.status !== 0) return null
  const report = JSON.parse(readFileSync(out, 'utf8'))
  const scripts = ((report.audits['network-requests']?.details?.items ?? []) as NetworkItem[]).filter(
    (item) => item.resourceType === 'Script',
  )
  let jsGzipBytes = 0
  try {
    for (const script of scripts) jsGzipBytes += await gzipSize(script.url)
  } catch (error) {
    console.log(`${url}: the scripts could not be read again (${String(error)})`)
    jsGzipBytes = NaN
  }
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, report.categories[id].score as number]),
    ) as RunFigures['scores'],
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    jsTransferBytes: scripts.reduce((total, item) => total + (item.transferSize ?? 0), 0),
    jsGzipBytes,
  }
}

const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(1)
// The server as production runs it (decision 044), which renders the public pages (decision 048).
const serverDir = join('.tmp', 'lighthouse-server')
const serverBuild = spawnSync(
  'npx',
  ['vite', 'build', '--config', 'vite.server.config.ts', '--logLevel', 'error', '--outDir', serverDir],
  { stdio: 'inherit' },
)
if (serverBuild.status !== 0) process.exit(1)
const dataDir = mkdtempSync(join(tmpdir(), 'ecrin-lighthouse-'))
mkdirSync('.tmp', { recursive: true })
// The server's own log, to read when a run fails.
const serverLog = openSync(join('.tmp', 'lighthouse-server.log'), 'w')
const server = spawn('node', [join(serverDir, 'main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: base,
    WEB_DIST_DIR: distDir,
  },
  stdio: ['ignore', serverLog, serverLog],
  detached: true,
})
const summaries: PageSummary[] = []
try {
  await waitForHealth()
  for (const page of await pickPages()) {
    const runs: RunFigures[] = []
    for (let index = 0; index < runsPerPage; index += 1) {
      const figures = await runOnce(`${base}${page.path}`, join(dataDir, `run-${summaries.length}-${index}.json`))
      if (figures === null) console.log(`${page.path}: Lighthouse run ${index + 1} failed`)
      else runs.push(figures)
    }
    summaries.push({ ...page, runs: runs.length, median: medianOf(runs) })
  }
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}

console.log(
  `\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, median of ${runsPerPage} runs per page (✗: below target)\n`,
)
console.log(table(summaries))
const file = join('.tmp', `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
writeFileSync(
  file,
  `${JSON.stringify({ lighthouse: LIGHTHOUSE, runsPerPage, targets: TARGETS, pages: summaries }, null, 2)}\n`,
)
console.log(`\n${file}`)
process.exit(summaries.every(meetsTargets) ? 0 : 1)
