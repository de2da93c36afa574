import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import path from 'node:path'
import { expect, test } from '@playwright/test'

// A second instance of the real server (same command as playwright.config.ts, its own PGlite data
// dir and port) whose log the journey reads. Without SMTP_URL the server keeps mails in its outbox
// and prints their links (decisions §7); the shared server's log is not readable from a test, and
// a journey that changes a demo password must not change it for every other journey either.

export type PrivateServer = {
  readonly baseURL: string
  /** Everything the server printed so far (its length marks where the next lines will start). */
  readonly log: () => string
  readonly stop: () => Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const address = probe.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export async function startPrivateServer(rootDir: string): Promise<PrivateServer> {
  const port = await freePort()
  const dataDir = path.join(rootDir, '.tmp', `e2e-private-${port}`)
  await rm(dataDir, { recursive: true, force: true })
  const child = spawn(path.join(rootDir, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: rootDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    await rm(dataDir, { recursive: true, force: true })
  }

  const baseURL = `http://localhost:${port}`
  try {
    // Migrations, demo seed and showcase media on a fresh data dir take a while.
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`private server exited (${child.exitCode}):\n${output}`)
          return fetch(`${baseURL}/health`).then(
            (response) => response.status,
            () => 0,
          )
        },
        { timeout: 90_000, intervals: [250, 500, 1000] },
      )
      .toBe(200)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseURL, log: () => output, stop }
}

/** The token of the first reset link the server printed after `mark` characters of its log. */
export async function resetTokenAfter(server: PrivateServer, mark: number): Promise<string> {
  let token: string | undefined
  await expect
    .poll(
      () => {
        token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(server.log().slice(mark))?.[1]
        return token
      },
      { message: 'a reset link in the server log', timeout: 10_000 },
    )
    .toBeDefined()
  return token ?? ''
}

/**
 * A private server for the test file: started before its tests (with the time a fresh data dir takes), stopped
 * after them. Call the returned function inside a test to get it.
 */
export function usePrivateServer(): () => PrivateServer {
  let server: PrivateServer | undefined
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000)
    const configFile = testInfo.config.configFile ?? path.join(process.cwd(), 'playwright.config.ts')
    server = await startPrivateServer(path.dirname(configFile))
  })
  test.afterAll(async () => {
    await server?.stop()
  })
  return () => {
    if (server === undefined) throw new Error('private server not started')
    return server
  }
}
