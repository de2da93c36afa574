import { defineConfig } from '@playwright/test'

// Browser journeys run against the real server (built web app + Portal API on a throw-away PGlite
// data dir) in Debian's Chromium: Playwright never downloads a browser here.
const port = Number(process.env.E2E_PORT ?? 3100)
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`
// A second server for the development build (React's StrictMode mounts twice there): issue 11, defect 1.
const devPort = port + 1000
const devDist = process.env.E2E_DEV_DIST_DIR ?? `.tmp/web-dev-${port}`
const serverEnv = { DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' }
// The server as production runs it: compiled by Vite, run by plain node (decision 044), into a folder of
// this port's own so that parallel runs on other ports do not rebuild it under each other.
const builtServer = (outDir: string) =>
  `vite build --config vite.server.config.ts --logLevel error --outDir ${outDir}` +
  ` && node --enable-source-maps ${outDir}/main.js`

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
    // The shop managers' desktop; the phone journeys set 390 x 844 themselves.
    viewport: { width: 1366, height: 768 },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /development-build\// },
    {
      name: 'development-build',
      use: { browserName: 'chromium', baseURL: `http://localhost:${devPort}` },
      testMatch: /development-build\/.*\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      // A fresh data dir each run: the server migrates and seeds the demo accounts on first start.
      command: `rm -rf ${dataDir} && ${builtServer(`.tmp/server-${port}`)}`,
      url: `http://localhost:${port}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...serverEnv, PORT: String(port) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same app built in development mode, on its own data dir, so that what `npm run dev` shows is tested.
      command:
        `rm -rf ${dataDir}-dev ${devDist} && vite build --mode development --outDir ${devDist} --emptyOutDir` +
        ` --logLevel error && ${builtServer(`.tmp/server-${devPort}`)}`,
      url: `http://localhost:${devPort}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { ...serverEnv, DATA_DIR: `${dataDir}-dev`, PORT: String(devPort), WEB_DIST_DIR: devDist },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
