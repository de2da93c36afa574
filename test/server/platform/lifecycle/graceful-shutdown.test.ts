import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { lifecycleState } from '../../../../server/platform/health/lifecycle-state'
import { gracefulShutdown } from '../../../../server/platform/startup/graceful-shutdown'
import { recordingLogger } from '../../support/recording-logger'

// A real HTTP server whose handler waits until the test lets it answer.
async function slowServer() {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (release = resolve))
  const server: Server = createServer((request, response) => {
    if (request.url === '/slow') void gate.then(() => response.end('fini'))
    else response.end('vite')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { server, url, release }
}

describe('graceful shutdown', () => {
  it('lets the request in flight finish, refuses new connections, then finishes in order and exits 0', async () => {
    const { server, url, release } = await slowServer()
    const steps: string[] = []
    const exits: number[] = []
    const lifecycle = lifecycleState()
    const shutdown = gracefulShutdown({
      server,
      lifecycle,
      graceMs: 10_000,
      finish: [async () => void steps.push('jobs'), async () => void steps.push('database')],
      logger: recordingLogger(),
      exit: (code) => void exits.push(code),
    })
    const inFlight = fetch(`${url}/slow`).then((response) => response.text())
    await new Promise((resolve) => setTimeout(resolve, 50))
    const stopped = shutdown('SIGTERM')
    expect(lifecycle.draining).toBe(true)
    await expect(fetch(`${url}/fast`)).rejects.toThrow()
    expect(steps).toEqual([])
    release()
    expect(await inFlight).toBe('fini')
    await stopped
    expect(steps).toEqual(['jobs', 'database'])
    expect(exits).toEqual([0])
  })

  it('cuts what is still running after the grace period, and a second signal changes nothing', async () => {
    const { server, url } = await slowServer()
    const exits: number[] = []
    const logger = recordingLogger()
    const shutdown = gracefulShutdown({
      server,
      lifecycle: lifecycleState(),
      graceMs: 100,
      finish: [],
      logger,
      exit: (code) => void exits.push(code),
    })
    const stuck = fetch(`${url}/slow`).then(
      () => 'answered',
      () => 'cut',
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    const first = shutdown('SIGTERM')
    const second = shutdown('SIGINT')
    expect(second).toBe(first)
    await first
    expect(await stuck).toBe('cut')
    expect(exits).toEqual([0])
    expect(logger.warnings.join('\n')).toContain('après 100 ms')
  })
})
