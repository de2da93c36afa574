import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

// The reliability tier's run (vitest globalSetup): one folder for everything its files start and write, the
// built server included; at the end, pass or fail, every server still running from it is killed and the
// folder goes (docs/decisions/060-pages-head-and-range.md).
declare module 'vitest' {
  export interface ProvidedContext {
    reliabilityRunDir: string
  }
}

export default async function reliabilityRun(project: TestProject) {
  const runDir = path.join(process.cwd(), '.tmp', `reliability-run-${process.pid}`)
  await rm(runDir, { recursive: true, force: true })
  await mkdir(runDir, { recursive: true })
  project.provide('reliabilityRunDir', runDir)
  return async () => {
    killServersOf(runDir)
    await rm(runDir, { recursive: true, force: true })
  }
}

// The servers of this run are the processes whose command line names its folder (the built main.js is in it):
// a worker that died without its afterAll leaves nothing behind either, and no other process is touched.
export function killServersOf(runDir: string): void {
  if (!existsSync('/proc')) return
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    let commandLine: string
    try {
      commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
    } catch {
      continue
    }
    if (!commandLine.includes(runDir)) continue
    try {
      process.kill(Number(entry), 'SIGKILL')
    } catch {
      // Gone in between.
    }
  }
}
