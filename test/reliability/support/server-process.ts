import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

// The real server as its own process (tsx server/main.ts), so that a test can kill it with SIGKILL.

export type ServerProcess = {
  readonly baseURL: string
  readonly output: () => string
  readonly kill: (signal: NodeJS.Signals) => Promise<void>
  /** The exit code once the process has ended (null while it runs, or when a signal ended it). */
  readonly exitCode: () => number | null
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

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const root = process.cwd()
  const child: ChildProcess = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: root,
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
  let output = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  const baseURL = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`)
    const status = await fetch(`${baseURL}/health`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) break
    if (Date.now() > deadline) {
      await kill('SIGKILL')
      throw new Error(`server not healthy after 180 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { baseURL, output: () => output, kill, exitCode: () => child.exitCode }
}
