import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'

// One server process of the start benchmark: spawned, timed until GET /health answers 200, measured
// (resident memory and CPU time used, read from /proc on Linux: the CPU time tells what the start
// costs even on a machine busy with other work), stopped by SIGTERM as a deployment would.
// BENCH_REALTIME=1 (Linux, root): the server starts under SCHED_FIFO (chrt, which execs node: same pid),
// so that other work on a shared machine does not delay it: the figure of an idle machine. It goes back
// to the normal policy once ready, before any load.
const REALTIME = process.env.BENCH_REALTIME === '1'
export type ServerCommand = { name: string; args: string[] }

export type RunningServer = {
  base: string
  readyMs: number
  cpuMs: number | null
  // CPU time used so far (the load bench's CPU per request).
  cpuNowMs: () => number | null
  rssMb: () => number | null
  stop: () => Promise<void>
}

export async function startServer(command: ServerCommand, env: Record<string, string>, port: number) {
  const started = performance.now()
  const [file, args] = REALTIME
    ? ['chrt', ['-f', '10', process.execPath, ...command.args]]
    : [process.execPath, command.args]
  const child = spawn(file, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const base = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(base, child)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${command.name}: ${(error as Error).message}\n${stderr.slice(-2000)}`)
  }
  const readyMs = performance.now() - started
  const cpuMs = cpuTimeMs(child.pid)
  if (REALTIME) spawnSync('chrt', ['-o', '-p', '0', String(child.pid)])
  return {
    base,
    readyMs,
    cpuMs,
    cpuNowMs: () => cpuTimeMs(child.pid),
    rssMb: () => rssMb(child.pid),
    stop: () => stop(child),
  } satisfies RunningServer
}

async function waitForHealth(base: string, child: ChildProcess) {
  const deadline = performance.now() + 120_000
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`)
    const ok = await fetch(`${base}/health`).then(
      (response) => response.status === 200,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('not ready after 120 s')
}

function rssMb(pid: number | undefined): number | null {
  if (pid === undefined || process.platform !== 'linux') return null
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match === null ? null : Number(match[1]) / 1024
}

// utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
function cpuTimeMs(pid: number | undefined): number | null {
  if (pid === undefined || process.platform !== 'linux') return null
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
