import { stripVTControlCharacters } from 'node:util'
import { type PlaywrightReport, playwrightTests, type VitestReport } from './report-shapes'

// The names of the tests that failed, read from the same JSON reports as the tier counts, so that the last lines
// of `npm test` (often all a CI log keeps) say which tests failed, not only how many.

// The first line of a failure message, without the terminal's colours, short enough for one line of the log.
function firstLine(message: string | undefined): string {
  const line = stripVTControlCharacters(message ?? '').split('\n')[0] ?? ''
  return line.length > 160 ? `${line.slice(0, 159)}…` : line
}

const relative = (path: string) => path.slice(Math.max(0, path.indexOf('/test/') + 1))

export function failedTestsFromVitest(report: VitestReport, suffix: string): string[] {
  return report.testResults.flatMap((file) => {
    // A file that failed to load has no assertions: its own message says why.
    if (file.assertionResults.length === 0) return [`${relative(file.name)}${suffix}: ${firstLine(file.message)}`]
    return file.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `${relative(file.name)}${suffix} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`)
  })
}

export function failedTestsFromPlaywright(report: PlaywrightReport): string[] {
  return playwrightTests(report).flatMap(({ test, spec, file }) => {
    const last = test.results.at(-1)
    if (last?.status === 'passed') return []
    const where = `${file} [${test.projectName ?? ''}] › ${spec.title}`
    return [`${where}: ${last?.status ?? 'not run'} ${firstLine(last?.error?.message)}`.trimEnd()]
  })
}
