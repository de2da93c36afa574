import { Hono } from 'hono'
import type { LifecycleState } from './lifecycle-state'

// Three probes (decision 040):
// - /health/live: the process answers (no database): a failing one means restart it;
// - /health/ready: the database answers and the server is not draining: a balancer sends requests
//   only to ready servers. Migrations are done before the server listens at all;
// - /health: the database check, as before (the e2e and reliability tiers wait on it).
export function healthRoutes(ping: () => Promise<boolean>, lifecycle: LifecycleState) {
  const routes = new Hono()
  routes.use('/health/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  routes.get('/health', async (c) => {
    c.header('Cache-Control', 'no-store')
    return (await ping())
      ? c.json({ status: 'ok', database: 'ok' }, 200)
      : c.json({ status: 'error', database: 'error' }, 503)
  })
  routes.get('/health/live', (c) => c.json({ status: 'ok' }, 200))
  routes.get('/health/ready', async (c) => {
    if (lifecycle.draining) return c.json({ status: 'draining' }, 503)
    return (await ping())
      ? c.json({ status: 'ready', database: 'ok' }, 200)
      : c.json({ status: 'error', database: 'error' }, 503)
  })
  return routes
}
