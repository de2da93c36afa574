// `npm run bench:lighthouse` (not part of `npm test`): Lighthouse (run through npx, never a
// dependency: its tree makes `npm ls` fail) with Debian's Chromium against the production build,
// on the home page, a product page and an article. Prints the four category scores and LCP, CLS,
// TBT per page, and whether each meets the targets.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const LIGHTHOUSE = 'lighthouse@12.8.2'
const port = Number(process.env.BENCH_PORT ?? 3400)
const base = `http://localhost:${port}`
const seed = JSON.parse(readFileSync('content/seed/showcase.json', 'utf8')) as {
  products: Array<{ slug: string }>
  articles: Array<{ slug: string; status: string }>
}
const pages = [
  { name: 'accueil', path: '/' },
  { name: 'produit', path: `/produit/${seed.products[0]?.slug}` },
  { name: 'article', path: `/article/${seed.articles.find((a) => a.status === 'published')?.slug}` },
]
const targets = { performance: 0.95, accessibility: 1, 'best-practices': 0.95, seo: 0.95 }

async function waitForHealth() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not start')
}

const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(1)
const dataDir = mkdtempSync(join(tmpdir(), 'ecrin-lighthouse-'))
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: base },
  stdio: 'ignore',
  detached: true,
})
let failed = false
try {
  await waitForHealth()
  for (const page of pages) {
    const out = join(dataDir, `${page.name}.json`)
    const run = spawnSync(
      'npx',
      ['--yes', LIGHTHOUSE, `${base}${page.path}`, '--quiet', '--output=json', `--output-path=${out}`,
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'],
      { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
    )
    if (run.status !== 0) {
      failed = true
      console.log(`${page.name}: Lighthouse failed`)
      continue
    }
    const report = JSON.parse(readFileSync(out, 'utf8'))
    const score = (id: keyof typeof targets) => report.categories[id].score as number
    const audit = (id: string) => report.audits[id].displayValue as string
    const verdict = (Object.keys(targets) as Array<keyof typeof targets>).every((id) => score(id) >= targets[id]) ? 'OK' : 'BELOW TARGET'
    if (verdict !== 'OK') failed = true
    console.log(
      `${page.name.padEnd(8)} ${page.path.padEnd(40)} perf ${score('performance').toFixed(2)}  a11y ${score('accessibility').toFixed(2)}  ` +
        `best ${score('best-practices').toFixed(2)}  seo ${score('seo').toFixed(2)}  LCP ${audit('largest-contentful-paint')}  ` +
        `CLS ${audit('cumulative-layout-shift')}  TBT ${audit('total-blocking-time')}  ${verdict}`,
    )
  }
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
