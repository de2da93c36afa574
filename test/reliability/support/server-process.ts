import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import path from 'node:path'
import { inject } from 'vitest'

// The real server as its own process, so that a test can kill it with SIGKILL. It is the production build
// run by plain node (decision 044), as playwright.config.ts runs it: under tsx, the signal killed tsx's
// wrapper and the server, its child, went on serving (and outlived the run).

export type ServerProcess = {
  readonly baseURL: string
  readonly output: () => string
  /** Signals the server's process group and waits for the server to end. */
  readonly kill: (signal: NodeJS.Signals) => Promise<void>
  /** The exit code once the process has ended (null while it runs, or when a signal ended it). */
  readonly exitCode: () => number | null
  /** Whether any process of the server's group is still alive. */
  readonly running: () => boolean
}

/** A folder of this tier run (test/reliability/support/tier-run.ts), removed when the run ends. */
export function runScopedDir(name: string): string {
  return path.join(inject('reliabilityRunDir'), name)
}

export async function freePort(): Promise<number> {
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

// Built once per run: the first file that starts a server builds it, the next ones (one at a time) reuse it.
let built: Promise<string> | null = null
function builtServer(): Promise<string> {
  built ??= (async () => {
    const outDir = runScopedDir('server')
    const main = path.join(outDir, 'main.js')
    if (existsSync(main)) return main
    const building = `${outDir}-building`
    await rm(building, { recursive: true, force: true })
    const vite = path.join(process.cwd(), 'node_modules', '.bin', 'vite')
    const args = ['build', '--config', 'vite.server.config.ts', '--logLevel', 'error', '--outDir', building]
    await finished(spawn(vite, args, { cwd: process.cwd(), stdio: ['ignore', 'inherit', 'inherit'] }), 'vite build')
    await rename(building, outDir)
    return main
  })()
  return built
}

const finished = (child: ChildProcess, what: string) =>
  new Promise<void>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} a échoué (${code})`))))
  })

// The servers of this file still running: stopServers() ends them (afterAll), pass or fail.
const live = new Set<ServerProcess>()

export async function stopServers(): Promise<void> {
  await Promise.all([...live].map((server) => server.kill('SIGKILL')))
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const main = await builtServer()
  const port = await freePort()
  // A group of its own: a signal reaches whatever the server may have started, and the test runner's
  // own signals (Ctrl-C) are the runner's.
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: process.cwd(),
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SMTP_URL: '',
      PUBLIC_URL: '',
      TRUSTED_PROXIES: '',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const pid = child.pid
  if (pid === undefined) throw new Error('le serveur n’a pas démarré')
  let output = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const server: ServerProcess = {
    baseURL: `http://127.0.0.1:${port}`,
    output: () => output,
    kill: async (signal) => {
      if (groupAlive(pid)) process.kill(-pid, signal)
      await exited
      live.delete(server)
    },
    exitCode: () => child.exitCode,
    running: () => groupAlive(pid),
  }
  live.add(server)
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`)
    const status = await fetch(`${server.baseURL}/health`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) break
    if (Date.now() > deadline) {
      await server.kill('SIGKILL')
      throw new Error(`server not healthy after 180 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return server
}
