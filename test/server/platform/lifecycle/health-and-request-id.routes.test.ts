import { describe, expect, it } from 'vitest'
import { createApp } from '../../../../server/app'
import type { AccessLogEntry } from '../../../../server/platform/shared/logger.pino'
import { useTestApp } from '../../support/test-app'

const t = useTestApp()

describe('health probes (decision 040)', () => {
  it('answers live without the database, ready with it, and /health as before', async () => {
    const live = await t.app.request('/health/live')
    expect(live.status).toBe(200)
    expect(live.headers.get('cache-control')).toBe('no-store')
    expect(await (await t.app.request('/health/ready')).json()).toEqual({ status: 'ready', database: 'ok' })
    expect((await t.app.request('/health')).status).toBe(200)
  })

  it('is not ready when the database does not answer, but still live', async () => {
    const app = t.appWith((deps) => ({ ...deps, pingDatabase: async () => false }))
    expect((await app.request('/health/ready')).status).toBe(503)
    expect((await app.request('/health/live')).status).toBe(200)
  })

  it('is not ready while draining, and asks keep-alive clients to reconnect elsewhere', async () => {
    let draining = false
    const lifecycle = {
      get draining() {
        return draining
      },
      startDraining: () => void (draining = true),
    }
    const app = t.appWith((deps) => ({ ...deps, lifecycle }))
    expect((await app.request('/health/ready')).status).toBe(200)
    lifecycle.startDraining()
    const ready = await app.request('/health/ready')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'draining' })
    expect(ready.headers.get('connection')).toBe('close')
    // Requests in flight and late ones are still served while draining.
    expect((await app.request('/storefront-api/api/jobs')).status).toBe(200)
  })
})

describe('request ids and the access log', () => {
  const logged: AccessLogEntry[] = []
  const app = () => createApp({ ...t.deps, accessLog: (entry) => void logged.push(entry) })

  it('echoes a safe incoming X-Request-Id and logs the path without its query string', async () => {
    logged.length = 0
    const response = await app().request('/storefront-api/api/jobs?token=secret-123', {
      headers: { 'X-Request-Id': 'lb-7f3a.42' },
    })
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a.42')
    expect(logged).toEqual([
      { method: 'GET', path: '/storefront-api/api/jobs', status: 200, requestId: 'lb-7f3a.42', ms: expect.any(Number) },
    ])
    expect(JSON.stringify(logged)).not.toContain('secret-123')
  })

  it.each(['', 'a'.repeat(65), 'id avec espaces', '<script>', 'é'])(
    'replaces the incoming id %j by a fresh one',
    async (incoming) => {
      const response = await app().request('/health/live', { headers: { 'X-Request-Id': incoming } })
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    },
  )

  it('gives every answer an id, errors and 404 included', async () => {
    logged.length = 0
    const missing = await app().request('/portal-api/nulle-part')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(logged[0]).toMatchObject({ status: 404, requestId: missing.headers.get('x-request-id') })
  })
})
