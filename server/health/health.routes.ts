import { Hono } from 'hono'

export function healthRoutes(ping: () => Promise<boolean>) {
  const routes = new Hono()
  routes.get('/health', async (c) => {
    c.header('Cache-Control', 'no-store')
    return (await ping())
      ? c.json({ status: 'ok', database: 'ok' }, 200)
      : c.json({ status: 'error', database: 'error' }, 503)
  })
  return routes
}
