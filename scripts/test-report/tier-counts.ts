// Reads the JSON reports of vitest and Playwright into one count per test tier.
import { type PlaywrightReport, playwrightTests, type VitestReport } from './report-shapes'

export type TierCount = { tier: string; passed: number; failed: number }

const TIERS = ['domain', 'application', 'infrastructure', 'ui', 'server', 'reliability', 'architecture'] as const

// The browser's tiers run against the real server in-process (test/support/live-server): say so in the table.
const LABELS: Partial<Record<(typeof TIERS)[number], string>> = {
  application: 'application (live server)',
  infrastructure: 'adapters (live server)',
  ui: 'ui (live server)',
  reliability: 'reliability (fuzz, races, crash)',
}

export function tierCountsFromVitest(report: VitestReport, suffix: string): TierCount[] {
  const counts = new Map<string, TierCount>()
  for (const file of report.testResults) {
    const tier = TIERS.find((t) => file.name.includes(`/test/${t}/`)) ?? 'other'
    const label = tier === 'other' ? tier : (LABELS[tier] ?? tier)
    const count = counts.get(tier) ?? { tier: `${label}${suffix}`, passed: 0, failed: 0 }
    for (const a of file.assertionResults) {
      if (a.status === 'passed') count.passed += 1
      else if (a.status === 'failed') count.failed += 1
    }
    // A file that failed to load has no assertions but must still count as a failure.
    if (file.assertionResults.length === 0) count.failed += 1
    counts.set(tier, count)
  }
  return [...counts.values()]
}

export function tierCountsFromPlaywright(report: PlaywrightReport): TierCount {
  const count: TierCount = { tier: 'e2e (Chromium)', passed: 0, failed: 0 }
  for (const { test } of playwrightTests(report)) {
    if (test.results.at(-1)?.status === 'passed') count.passed += 1
    else count.failed += 1
  }
  return count
}
