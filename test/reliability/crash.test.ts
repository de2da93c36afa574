import { rm } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseLocation } from '../../server/platform/db/database'
import { databaseUrl as databaseUrlNamed, onAdmin } from '../support/postgres-admin'
import { runScopedDir, startServer, stopServers, type ServerProcess } from './support/server-process'

// The reliability tier (decision 035): `kill -9` while shops place orders, then a restart. Nothing half
// written may survive: no order without lines, no cart both ordered and open (or ordered without its
// order), and the server starts again and serves the carts. On PGlite (its data dir) by default, on
// PostgreSQL (a database of its own) when the tier runs with TEST_DB_ENGINE=postgres.
const SHOPS = [
  { login: 'boutique-lyon', password: 'Demo2026!' },
  { login: 'boutique-paris', password: 'Demo2026!' },
  { login: 'siege-lemoine', password: 'Demo2026!' },
]
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres'
const dataDir = runScopedDir(`crash-${process.pid}`)
const crashDatabase = `ecrin_crash_${process.pid}`

const databaseUrl = () => databaseUrlNamed(crashDatabase)

async function prepare(): Promise<Record<string, string>> {
  await rm(dataDir, { recursive: true, force: true })
  if (!onPostgres) return { DATA_DIR: dataDir, DATABASE_URL: '' }
  await onAdmin(`drop database if exists ${crashDatabase}`)
  await onAdmin(`create database ${crashDatabase}`)
  return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl() }
}

const location = (): DatabaseLocation =>
  onPostgres ? { engine: 'postgres', url: databaseUrl() } : { engine: 'pglite', dataDir: path.join(dataDir, 'db') }

async function json(server: ServerProcess, method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.baseURL}/portal-api${route}`, {
    method,
    headers: {
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as any }
}

// Each shop fills its cart and orders, again and again, until the process dies under it.
async function orderUntilKilled(server: ServerProcess, token: string, product: any) {
  const option = product.options[0]
  for (let round = 0; round < 1_000; round += 1) {
    try {
      await json(server, 'POST', `/api/carts/customized-product/store/${product.id}`, token, {
        quantity: option.minimum_quantity,
        typevalue: option.id,
      })
      const cart = await json(server, 'GET', '/api/carts/current', token)
      await json(server, 'PUT', `/api/carts/order/${cart.body.id}`, token, {})
    } catch {
      return round
    }
  }
  return 1_000
}

const INVARIANTS = sql`select
  (select count(*) from orders o where not exists (select 1 from order_lines l where l.order_id = o.id))
    as orders_without_lines,
  (select count(*) from carts c join orders o on o.cart_id = c.id where c.status = 'open') as open_and_ordered,
  (select count(*) from carts c where c.status = 'ordered'
     and not exists (select 1 from orders o where o.cart_id = c.id))
    as ordered_without_order,
  (select count(*) from orders o where o.lines_count <> (select count(*) from order_lines l where l.order_id = o.id))
    as wrong_line_counts,
  (select count(*) from orders) as orders`

async function invariants(): Promise<Record<string, number>> {
  const handle = await openDatabase(location())
  try {
    const result = (await handle.db.execute(INVARIANTS)) as unknown as { rows: Record<string, string | number>[] }
    return Object.fromEntries(Object.entries(result.rows[0] ?? {}).map(([key, value]) => [key, Number(value)]))
  } finally {
    await handle.close()
  }
}

afterAll(async () => {
  // A failed test may leave its server running: it goes before its data.
  await stopServers()
  await rm(dataDir, { recursive: true, force: true })
  if (onPostgres) await onAdmin(`drop database if exists ${crashDatabase}`).catch(() => undefined)
})

describe(`kill -9 during order placement (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('leaves no half-written order, and the server starts again', async () => {
    const env = await prepare()
    let ordersSoFar = 0
    for (const killAfterMs of [700]) {
      const server = await startServer(env)
      const tokens = await Promise.all(
        SHOPS.map(async (shop) => (await json(server, 'POST', '/login', undefined, shop)).body.access_token as string),
      )
      const products = await json(server, 'GET', '/api/customized-products', tokens[0])
      const product = products.body[0]
      const work = Promise.all(tokens.map((token) => orderUntilKilled(server, token, product)))
      await new Promise((resolve) => setTimeout(resolve, killAfterMs))
      await server.kill('SIGKILL')
      await work
      // The server itself died, not a wrapper around it: nothing of it runs or answers any more.
      expect(server.running()).toBe(false)
      expect(
        await fetch(`${server.baseURL}/health`).then(
          (response) => response.status,
          () => 'refusée',
        ),
      ).toBe('refusée')

      const found = await invariants()
      expect({ ...found, orders: 0 }).toEqual({
        orders_without_lines: 0,
        open_and_ordered: 0,
        ordered_without_order: 0,
        wrong_line_counts: 0,
        orders: 0,
      })
      // Work did happen before the kill: the check is not vacuous.
      expect(found.orders).toBeGreaterThan(ordersSoFar)
      ordersSoFar = found.orders ?? 0
    }

    const restarted = await startServer(env)
    try {
      const token = (await json(restarted, 'POST', '/login', undefined, SHOPS[0])).body.access_token as string
      expect((await json(restarted, 'GET', '/api/carts/current', token)).status).toBe(200)
    } finally {
      await restarted.kill('SIGTERM')
    }
  }, 600_000)
})
