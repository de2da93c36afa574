import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMITED_MESSAGE } from '../../server/platform/rate-limit/rate-limit.public'
import { minimalPdf } from '../support/minimal-pdf'
import { startS3Peer, type S3Peer } from '../support/s3-peer'
import { startFakeSmtpServer } from '../server/support/fake-smtp-server'
import { adminUrl, databaseUrl as databaseUrlNamed, query } from '../support/postgres-admin'
import { runScopedDir, startServer, stopServers, type ServerProcess } from './support/server-process'

// Two servers on one PostgreSQL, one object store and one mail server, as behind a load
// balancer. PGlite is one process's database file, so this runs in the PostgreSQL pass of `npm test`
// (TEST_DB_ENGINE=postgres with DATABASE_URL, as CI runs it).
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres'
const database = `ecrin_two_${process.pid}`
const dataDir = (name: string) => runScopedDir(`two-servers-${process.pid}-${name}`)
const databaseUrl = () => databaseUrlNamed(database)
const SHOPS = ['boutique-lyon', 'boutique-paris', 'siege-lemoine'].map((login) => ({ login, password: 'Demo2026!' }))

async function call(
  server: ServerProcess,
  method: string,
  route: string,
  options: { token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${server.baseURL}${route}`, {
    method,
    headers: {
      ...(options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  let body: any = null
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  return { status: response.status, body, headers: response.headers }
}

const waitFor = async (what: string, done: () => Promise<boolean>, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`pas atteint en ${timeoutMs} ms : ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe.runIf(onPostgres)('two servers on one PostgreSQL, one object store, one mail server', () => {
  let s3: S3Peer
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>
  let a: ServerProcess
  let b: ServerProcess
  const figures: Record<string, number> = {}

  beforeAll(async () => {
    await query(adminUrl(), `drop database if exists ${database}`)
    await query(adminUrl(), `create database ${database}`)
    s3 = await startS3Peer('ecrin-deux-serveurs')
    smtp = await startFakeSmtpServer()
    const shared = {
      DATABASE_URL: databaseUrl(),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: 'http://ecrin.test',
      S3_ENDPOINT: s3.settings.endpoint,
      S3_BUCKET: s3.settings.bucket,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      LOG_FORMAT: 'json',
    }
    const started = Date.now()
    // Both at once on an empty database: one migrates and seeds, the other waits on the lock.
    ;[a, b] = await Promise.all([
      startServer({ ...shared, DATA_DIR: dataDir('a') }),
      startServer({ ...shared, DATA_DIR: dataDir('b') }),
    ])
    figures.startBothMs = Date.now() - started
  }, 240_000)

  afterAll(async () => {
    await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')])
    await stopServers()
    await Promise.all([s3?.close(), smtp?.close()])
    await Promise.all(['a', 'b'].map((name) => rm(dataDir(name), { recursive: true, force: true })))
    await query(adminUrl(), `drop database if exists ${database}`).catch(() => undefined)
    console.info(`two servers: ${JSON.stringify(figures)}`)
  })

  it('reads through B a CV uploaded through A (the file is in the object store, not on A’s disk)', async () => {
    const jobs = await call(a, 'GET', '/storefront-api/api/jobs')
    const slug = jobs.body[0].slug as string
    const cv = minimalPdf(4096)
    const form = new FormData()
    const fields = { first_name: 'Camille', last_name: 'Martin', email: 'camille@exemple.fr', phone: '06 12 34 56 78' }
    for (const [name, value] of Object.entries({ ...fields, message: 'Bonjour.', consent: 'true', website: '' }))
      form.append(name, value)
    form.append('cv', new File([new Uint8Array(cv)], 'cv.pdf', { type: 'application/pdf' }))
    const sent = await fetch(`${a.baseURL}/storefront-api/api/jobs/${slug}/applications`, {
      method: 'POST',
      body: form,
    })
    expect(sent.status).toBe(201)

    const sso = await call(b, 'POST', '/portal-api/admin/sso/vitrine/login', {
      body: { login: 'vitrine', password: 'Vitrine2026!' },
    })
    const admin = await call(b, 'POST', '/storefront-api/auth/admins', {
      body: { access_token: sso.body.access_token, login: 'vitrine' },
    })
    const list = await call(b, 'GET', '/storefront-api/admin/applications', { token: admin.body.access_token })
    const application = list.body.find((row: { last_name: string }) => row.last_name === 'Martin')
    const download = await fetch(`${b.baseURL}/storefront-api/admin/applications/${application.id}/cv`, {
      headers: { Authorization: `Bearer ${admin.body.access_token}` },
    })
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(cv)
  })

  it('refreshes on B a session opened on A', async () => {
    const login = await call(a, 'POST', '/portal-api/login', { body: SHOPS[0] })
    expect(login.status).toBe(200)
    const refreshed = await call(b, 'POST', '/portal-api/refresh-token', {
      body: { refresh_token: login.body.refresh_token },
    })
    expect(refreshed.status).toBe(200)
    expect((await call(b, 'GET', '/portal-api/api/carts/current', { token: refreshed.body.access_token })).status).toBe(
      200,
    )
  })

  it('counts failed logins across both servers', async () => {
    const wrong = { login: 'boutique-paris', password: 'pas-le-bon' }
    const statuses: number[] = []
    for (let n = 0; n < 5; n += 1)
      statuses.push((await call(n % 2 === 0 ? a : b, 'POST', '/portal-api/login', { body: wrong })).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    const sixth = await call(b, 'POST', '/portal-api/login', { body: wrong })
    expect(sixth.status).toBe(429)
    expect(sixth.body.message).toBe(RATE_LIMITED_MESSAGE)
  })

  it('sends each of 100 mails queued while both run exactly once', async () => {
    const before = smtp.received.length
    const started = Date.now()
    const values = Array.from({ length: 100 }, (_, n) => `('boutique-${n}@exemple.fr', 'Essai ${n}', 'Bonjour.')`)
    await query(databaseUrl(), `insert into mail_outbox ("to", subject, text) values ${values.join(', ')}`)
    await waitFor('100 courriels envoyés', async () => {
      const [row] = await query<{ n: string }>(
        databaseUrl(),
        `select count(*) as n from mail_outbox where subject like 'Essai %' and status = 'sent'`,
      )
      return Number(row?.n) === 100
    })
    figures.hundredMailsMs = Date.now() - started
    const received = smtp.received
      .slice(before)
      .map((mail) => mail.to.join())
      .filter((to) => to.includes('boutique-'))
    expect(received).toHaveLength(100)
    expect(new Set(received).size).toBe(100)
  })

  it('loses no acknowledged order when A gets SIGTERM during a burst of orders', async () => {
    const tokens = await Promise.all(
      SHOPS.map(
        async (shop) => (await call(a, 'POST', '/portal-api/login', { body: shop })).body.access_token as string,
      ),
    )
    const product = (await call(a, 'GET', '/portal-api/api/customized-products', { token: tokens[0] })).body[0]
    const acknowledged: number[] = []
    const orderOnA = async (token: string) => {
      for (let round = 0; round < 1_000; round += 1) {
        try {
          const option = product.options[0]
          await call(a, 'POST', `/portal-api/api/carts/customized-product/store/${product.id}`, {
            token,
            body: { quantity: option.minimum_quantity, typevalue: option.id },
          })
          const cart = await call(a, 'GET', '/portal-api/api/carts/current', { token })
          const ordered = await call(a, 'PUT', `/portal-api/api/carts/order/${cart.body.id}`, { token, body: {} })
          if (ordered.status >= 200 && ordered.status < 300) acknowledged.push(cart.body.id as number)
        } catch {
          return
        }
      }
    }
    const burst = Promise.all(tokens.map(orderOnA))
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const stopping = Date.now()
    await a.kill('SIGTERM')
    figures.sigtermToExitMs = Date.now() - stopping
    await burst
    expect(a.exitCode()).toBe(0)
    expect(acknowledged.length).toBeGreaterThan(0)
    figures.acknowledgedOrders = acknowledged.length
    const found = await query<{ cart_id: number }>(
      databaseUrl(),
      'select cart_id from orders where cart_id = any($1)',
      [acknowledged],
    )
    expect(found.map((row) => row.cart_id).sort()).toEqual([...acknowledged].sort())
    // B is still serving.
    expect((await call(b, 'GET', '/health/ready')).status).toBe(200)
  })
})
