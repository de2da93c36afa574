import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll } from 'vitest'
import { createApp, type AppDeps } from '../../../server/app'
import { wireAppDependencies } from '../../../server/app-dependencies'
import { DEVELOPMENT_JWT_SECRET } from '../../../server/config'
import { type Database, type DatabaseHandle, pgliteHandle } from '../../../server/platform/db/database'
import type { TokenSet } from '../../../src/domain/session-rules'
import { cheapPasswords } from '../../server/support/builders'
import { recordingLogger, type RecordingLogger } from '../../server/support/recording-logger'
import { type TestClock, testClock } from '../../server/support/test-clock'
import { seededSnapshot } from './seeded-snapshot'

/** Absolute bases: the node tier has no page to resolve '/portal-api' against. */
export const LIVE_API = { portalUrl: 'http://ecrin.test/portal-api', showcaseUrl: 'http://ecrin.test/storefront-api' }

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>

/** The production server in this process, on its own PGlite loaded with the demo data. */
export type LiveServer = {
  readonly app: ReturnType<typeof createApp>
  readonly deps: AppDeps
  readonly db: Database
  readonly clock: TestClock
  readonly logger: RecordingLogger
  /** What the browser adapters are given instead of the network. */
  readonly fetch: FetchFn
  /** Every request the server answered, in order (method and path), for "what was called" checks. */
  readonly calls: Array<{ method: string; path: string; status: number }>
  /** A real login through the API, as the login page does it. */
  readonly loginShop: (login: string, password?: string) => Promise<TokenSet>
  readonly loginAdmin: (login: string, password?: string) => Promise<TokenSet>
  /** The showcase admin's two steps (SSO, then the storefront's exchange): the set of each identity. */
  readonly loginVitrine: (login?: string, password?: string) => Promise<{ sso: TokenSet; storefront: TokenSet }>
  readonly close: () => Promise<void>
}

// Rate limits key on the socket address, which app.fetch does not have: give every call one.
const LOOPBACK = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }

export async function startLiveServer(): Promise<LiveServer> {
  const client = new PGlite({ loadDataDir: await seededSnapshot() })
  const handle: DatabaseHandle = await pgliteHandle(client)
  const dataDir = mkdtempSync(join(tmpdir(), 'ecrin-live-'))
  const clock = testClock()
  const logger = recordingLogger()
  const deps = wireAppDependencies({
    database: handle,
    jwtSecret: DEVELOPMENT_JWT_SECRET,
    webDistDir: '/nonexistent/ecrin-web-dist',
    corsOrigins: [],
    passwords: cheapPasswords,
    clock,
    logger,
    dataDir,
  })
  const app = createApp(deps)
  const calls: LiveServer['calls'] = []
  const fetch: FetchFn = async (input, init) => {
    const request = new Request(input, await withNodeMultipart(init))
    const response = await app.fetch(request, LOOPBACK)
    calls.push({ method: request.method, path: new URL(request.url).pathname, status: response.status })
    return response
  }
  const login = async (path: string, login: string, password: string): Promise<TokenSet> => {
    const response = await fetch(`${LIVE_API.portalUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login, password }),
    })
    if (response.status !== 200) throw new Error(`login ${login}: HTTP ${response.status} ${await response.text()}`)
    type LoginAnswer = { access_token: string; refresh_token: string; data: Record<string, unknown> }
    const body = (await response.json()) as LoginAnswer
    const who = (body.data.shop ?? body.data.admin ?? body.data.user) as { id: number } | undefined
    return { AccessToken: body.access_token, RefreshToken: body.refresh_token, UserId: String(who?.id ?? '') }
  }
  const loginVitrine = async (name: string, password: string) => {
    const sso = await login('/admin/sso/vitrine/login', name, password)
    const response = await fetch(`${LIVE_API.showcaseUrl}/auth/admins`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ access_token: sso.AccessToken, login: name }),
    })
    if (response.status !== 200) throw new Error(`exchange ${name}: HTTP ${response.status} ${await response.text()}`)
    const body = (await response.json()) as { access_token: string; refresh_token: string; data: { sso_id: number } }
    const userId = String(body.data.sso_id)
    const storefront = { AccessToken: body.access_token, RefreshToken: body.refresh_token, UserId: userId }
    return { sso: { ...sso, UserId: userId }, storefront }
  }
  return {
    app,
    deps,
    db: handle.db,
    clock,
    logger,
    fetch,
    calls,
    loginShop: (name, password = DEMO_PASSWORD) => login('/login', name, password),
    loginAdmin: (name, password = 'Admin2026!') => login('/admin/login', name, password),
    loginVitrine: (name = 'vitrine', password = VITRINE_PASSWORD) => loginVitrine(name, password),
    close: async () => {
      await handle.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const DEMO_PASSWORD = 'Demo2026!'
export const VITRINE_PASSWORD = 'Vitrine2026!'

/**
 * Under jsdom, FormData and File are jsdom's, not the classes Node's Request was written for. Every
 * form is encoded here as the multipart body a browser sends, so that what the server parses does not
 * depend on the test realm.
 */
async function withNodeMultipart(init: RequestInit | undefined): Promise<RequestInit | undefined> {
  const body = init?.body
  if (typeof FormData === 'undefined' || !(body instanceof FormData)) return init
  const boundary = `----live-server-${crypto.randomUUID()}`
  const quoted = (text: string) => text.replace(/["\r\n]/g, (char) => encodeURIComponent(char))
  const parts: Buffer[] = []
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n`))
      parts.push(Buffer.from(`${value}\r\n`))
      continue
    }
    const type = value.type === '' ? 'application/octet-stream' : value.type
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"; `),
      Buffer.from(`filename="${quoted(value.name)}"\r\n`),
      Buffer.from(`Content-Type: ${type}\r\n\r\n`),
      Buffer.from(await value.arrayBuffer()),
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  const headers = new Headers(init?.headers)
  headers.set('content-type', `multipart/form-data; boundary=${boundary}`)
  return { ...init, headers, body: Buffer.concat(parts) }
}

/**
 * One live server per test file (vitest hooks). Tests share its database: each builds the data it
 * changes (a fresh shop, brand or cart) instead of relying on another test's leftovers.
 */
export function useLiveServer(): LiveServer {
  let server: LiveServer | undefined
  const live = () => {
    if (server === undefined) throw new Error('the live server starts in beforeAll: read it inside a test or hook')
    return server
  }
  beforeAll(async () => {
    server = await startLiveServer()
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })
  return new Proxy({} as LiveServer, { get: (_target, key) => live()[key as keyof LiveServer] })
}
