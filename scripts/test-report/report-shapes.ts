// The parts of vitest's and Playwright's JSON reports that the end of `npm test` reads (counts and failed names).

export type VitestReport = {
  testResults: Array<{
    name: string
    message?: string
    assertionResults: Array<{ status: string; fullName: string; failureMessages?: string[] }>
  }>
}

type PlaywrightTest = { projectName?: string; results: Array<{ status: string; error?: { message?: string } }> }
type PlaywrightSpec = { title: string; file?: string; tests: PlaywrightTest[] }
export type PlaywrightSuite = { file?: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] }
export type PlaywrightReport = { suites: PlaywrightSuite[] }

/** Every test of the report, with its spec and the file of its suite, nested suites included. */
export function playwrightTests(
  report: PlaywrightReport,
): Array<{ test: PlaywrightTest; spec: PlaywrightSpec; file: string }> {
  const found: Array<{ test: PlaywrightTest; spec: PlaywrightSpec; file: string }> = []
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) found.push({ test, spec, file: spec.file ?? suite.file ?? '' })
    }
    suite.suites?.forEach(walk)
  }
  report.suites.forEach(walk)
  return found
}
