import { defineConfig } from '@playwright/test'

// Browser journeys run against the real server (built web app + Portal API on a throw-away PGlite
// data dir) in Debian's Chromium: Playwright never downloads a browser here.
const port = Number(process.env.E2E_PORT ?? 3100)
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // A fresh data dir each run: the server migrates and seeds the demo accounts on first start.
    command: `rm -rf ${dataDir} && tsx server/main.ts`,
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
