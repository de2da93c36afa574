import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createApp } from '../../../server/app'
import { wireAppDependencies } from '../../../server/app-dependencies'
import type { AppDeps } from '../../../server/app'
import type { AfterResponse } from '../../../server/platform/http/after-response'
import type { DatabaseHandle } from '../../../server/platform/db/database'
import { DEVELOPMENT_JWT_SECRET } from '../../../server/config'
import { cheapPasswords } from './builders'
import { recordingLogger } from './recording-logger'
import { testClock } from './test-clock'
import { openTestDatabase, resetDatabase } from './test-database'

export const TEST_JWT_SECRET = DEVELOPMENT_JWT_SECRET

export type TestAppOptions = {
  webDistDir?: string
  corsOrigins?: string[]
  afterResponse?: AfterResponse
  trustedProxies?: string[]
}

// One database per test file (PGlite is slow to start), emptied before each test.
// Read the fields inside tests or hooks: they are set in beforeAll.
export function useTestApp(options: TestAppOptions = {}) {
  const clock = testClock()
  const logger = recordingLogger()
  const context = {
    clock,
    logger,
    handle: undefined as unknown as DatabaseHandle,
    app: undefined as unknown as ReturnType<typeof createApp>,
    deps: undefined as unknown as AppDeps,
    get db() {
      return context.handle.db
    },
    // Another app on the same database with some dependencies replaced (e.g. one that fails).
    appWith(override: (deps: AppDeps) => AppDeps) {
      return createApp(override(context.deps))
    },
  }

  beforeAll(async () => {
    context.handle = await openTestDatabase()
    await context.handle.migrate()
    context.deps = wireAppDependencies({
      database: context.handle,
      jwtSecret: TEST_JWT_SECRET,
      webDistDir: options.webDistDir ?? '/nonexistent/ecrin-web-dist',
      corsOrigins: options.corsOrigins ?? [],
      trustedProxies: options.trustedProxies,
      afterResponse: options.afterResponse,
      passwords: cheapPasswords,
      clock,
      logger,
    })
    context.app = createApp(context.deps)
  })
  beforeEach(async () => {
    // Work a previous test's answers started (an order's mail) ends before its rows are wiped, or it
    // would write into this test's database.
    await context.deps.afterResponse.settled()
    clock.reset()
    logger.clear()
    await resetDatabase(context.handle)
  })
  afterAll(async () => {
    await context.handle?.close()
  })
  return context
}
