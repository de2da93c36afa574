import { Agent, request } from 'node:http'
import type { PortalRequest } from './portal-session'

export type SequentialResult = { count: number; p50: number; p99: number; errors: number }

// One connection, one request after the other for `seconds`: the latency of a lone client, measured
// to the microsecond (autocannon's histogram keeps whole milliseconds, too coarse for a 2 ms goal).
export async function runSequential(base: string, call: PortalRequest, seconds: number): Promise<SequentialResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const url = new URL(call.path, base)
  const latencies: number[] = []
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  try {
    while (performance.now() < deadline) {
      const started = performance.now()
      const status = await send(agent, url, call)
      latencies.push(performance.now() - started)
      if (status < 200 || status > 299) errors += 1
    }
  } finally {
    agent.destroy()
  }
  latencies.sort((a, b) => a - b)
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? NaN
  return { count: latencies.length, p50: at(0.5), p99: at(0.99), errors }
}

function send(agent: Agent, url: URL, call: PortalRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, method: call.method ?? 'GET', headers: call.headers }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end(call.body)
  })
}
