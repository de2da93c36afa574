// `npm test`: every check and every test tier, with a count per tier at the end.
// Steps run in order; a failing step does not hide the others' results, but fails the run.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { failedTestsFromPlaywright, failedTestsFromVitest } from './test-report/failed-tests'
import { tierCountsFromPlaywright, tierCountsFromVitest, type TierCount } from './test-report/tier-counts'

const tmp = '.tmp'
mkdirSync(tmp, { recursive: true })
const failures: string[] = []
const tiers: TierCount[] = []
const failedTests: string[] = []

function readVitestReport(path: string, suffix: string) {
  if (!existsSync(path)) return
  const report = JSON.parse(readFileSync(path, 'utf8'))
  tiers.push(...tierCountsFromVitest(report, suffix))
  failedTests.push(...failedTestsFromVitest(report, suffix))
}

function step(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) failures.push(title)
  return result.status === 0
}

step('Types (tsc --noEmit)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])
step('Layer rule', 'npx', ['tsx', 'scripts/check-layers.ts'])
step('Format (Biome)', 'npx', ['biome', 'format', '.'])
step('Line length (120 columns)', 'npx', ['tsx', 'scripts/check-line-length.ts'])

const vitestJson = `${tmp}/vitest.json`
step(
  'Unit, integration and server tests (PGlite)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  {
    TEST_DB_ENGINE: 'pglite',
  },
)
readVitestReport(vitestJson, '')

if (process.env.DATABASE_URL) {
  const pgJson = `${tmp}/vitest-postgres.json`
  step(
    'Server tests again on PostgreSQL (DATABASE_URL)',
    'npx',
    ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${pgJson}`],
    {
      TEST_DB_ENGINE: 'postgres',
    },
  )
  readVitestReport(pgJson, ' (PostgreSQL)')
  // A run of its own: its files would otherwise share the one test database with the server tier's.
  const reliabilityJson = `${tmp}/vitest-reliability-postgres.json`
  step(
    'Reliability tier again on PostgreSQL (fuzz, races, crash)',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'reliability',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reliabilityJson}`,
    ],
    {
      TEST_DB_ENGINE: 'postgres',
    },
  )
  readVitestReport(reliabilityJson, ' (PostgreSQL)')
}

step('Production build and bundle sizes', 'npm', ['run', 'build', '--silent'])

const e2eJson = `${tmp}/playwright.json`
step('Browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
})
if (existsSync(e2eJson)) {
  const report = JSON.parse(readFileSync(e2eJson, 'utf8'))
  tiers.push(tierCountsFromPlaywright(report))
  failedTests.push(...failedTestsFromPlaywright(report))
}

console.log('\nTests by tier')
for (const t of tiers)
  console.log(`  ${t.tier.padEnd(26)} ${String(t.passed).padStart(4)} passed  ${String(t.failed).padStart(3)} failed`)
const passed = tiers.reduce((n, t) => n + t.passed, 0)
const failed = tiers.reduce((n, t) => n + t.failed, 0)
if (failedTests.length > 0) console.log(`\nFailed tests\n${failedTests.map((name) => `  ${name}`).join('\n')}`)
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failures.length > 0 || failed > 0 ? 1 : 0)
