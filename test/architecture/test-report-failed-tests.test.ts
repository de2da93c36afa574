import { describe, expect, it } from 'vitest'
import { failedTestsFromPlaywright, failedTestsFromVitest } from '../../scripts/test-report/failed-tests'

// `npm test` ends with the failed tests' names: a CI log that keeps only its last lines still says which failed.
describe('the failed tests named at the end of npm test', () => {
  it('names each failed vitest assertion with its file, tier suffix and the first line of its message', () => {
    const report = {
      testResults: [
        {
          name: '/repo/test/ui/portal/cart.test.tsx',
          assertionResults: [
            { status: 'passed', fullName: 'cart shows lines' },
            {
              status: 'failed',
              fullName: 'cart removes once',
              failureMessages: ['\u001b[31mAssertionError\u001b[39m: x\nstack'],
            },
          ],
        },
        { name: '/repo/test/server/broken.test.ts', message: 'Cannot find module\nmore', assertionResults: [] },
      ],
    }
    expect(failedTestsFromVitest(report, ' (PostgreSQL)')).toEqual([
      'test/ui/portal/cart.test.tsx (PostgreSQL) › cart removes once: AssertionError: x',
      'test/server/broken.test.ts (PostgreSQL): Cannot find module',
    ])
  })

  it('names each Playwright test whose last try did not pass, with its project', () => {
    const report = {
      suites: [
        {
          file: 'portal/cart.spec.ts',
          specs: [
            {
              title: 'a shop orders',
              file: 'portal/cart.spec.ts',
              tests: [
                { projectName: 'chromium', results: [{ status: 'failed' }, { status: 'passed' }] },
                { projectName: 'phone', results: [{ status: 'timedOut', error: { message: 'Timeout 30000ms' } }] },
              ],
            },
          ],
        },
      ],
    }
    expect(failedTestsFromPlaywright(report)).toEqual([
      'portal/cart.spec.ts [phone] › a shop orders: timedOut Timeout 30000ms',
    ])
  })
})
