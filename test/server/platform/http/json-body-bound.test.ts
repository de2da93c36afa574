import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../../server/platform/http/http-error'
import { jsonBodyBound } from '../../../../server/platform/http/json-body-bound'
import { readJsonBody } from '../../../../server/platform/http/parse-json-body'

// Decision 061, addendum: the JSON bound answers as hono's `bodyLimit` did, on the node adapter that serves the
// app, without building the Fetch Request of the call. Run over a real socket: the adapter's direct read of the
// body exists only there, and a chunked body only comes from a client that streams it.
const MAX = 64

// Whether @hono/node-server built the call's Fetch Request (it keeps it under a symbol of that name).
const fetchRequestBuilt = (raw: Request) =>
  Object.getOwnPropertySymbols(raw).some(
    (key) => key.description === 'requestCache' && (raw as unknown as Record<symbol, unknown>)[key] !== undefined,
  )

function appWith(bound: MiddlewareHandler) {
  const app = new Hono()
  app.use('*', bound)
  app.post('/echo', async (c) => {
    const body = await readJsonBody(c)
    return c.json({ body, built: fetchRequestBuilt(c.req.raw) })
  })
  return app
}

const servers: ServerType[] = []
const bases: Record<'ours' | 'hono', string> = { ours: '', hono: '' }

async function listen(app: Hono): Promise<string> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    )
    servers.push(server)
  })
}

beforeAll(async () => {
  bases.ours = await listen(appWith(jsonBodyBound(MAX)))
  const honoTooLarge = bodyLimit({ maxSize: MAX, onError: (c) => c.json({ message: MESSAGES.tooLarge }, 413) })
  bases.hono = await listen(appWith(honoTooLarge))
})

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
})

type Call = { body: string; chunked: boolean }

// One POST, its body sent with a Content-Length or in chunks (no length).
function post(base: string, call: Call): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json' }
    if (!call.chunked) headers['Content-Length'] = Buffer.byteLength(call.body)
    const outgoing = httpRequest(`${base}/echo`, { method: 'POST', headers }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        text += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    outgoing.on('error', reject)
    if (call.chunked) {
      // Two writes before the end: the client sends a chunked body.
      outgoing.write(call.body.slice(0, 5))
      outgoing.end(call.body.slice(5))
    } else outgoing.end(call.body)
  })
}

const small = JSON.stringify({ quantity: 12, note: 'é' })
const large = JSON.stringify({ note: 'x'.repeat(MAX) })

describe('jsonBodyBound', () => {
  it.each([
    ['within the bound, with its length', { body: small, chunked: false }],
    ['over the bound, with its length', { body: large, chunked: false }],
    ['within the bound, chunked', { body: small, chunked: true }],
    ['over the bound, chunked', { body: large, chunked: true }],
    ['empty, with its length', { body: '', chunked: false }],
  ])('%s: the same status and answer as hono’s bodyLimit', async (_case, call) => {
    const ours = await post(bases.ours, call)
    const hono = await post(bases.hono, call)
    expect(ours.status).toBe(hono.status)
    const withoutBuilt = (text: string) => ({ ...JSON.parse(text), built: undefined })
    expect(withoutBuilt(ours.body)).toEqual(withoutBuilt(hono.body))
  })

  it('reads a body that gives its length without building the Fetch Request; hono’s middleware builds it', async () => {
    const ours = await post(bases.ours, { body: small, chunked: false })
    const hono = await post(bases.hono, { body: small, chunked: false })
    expect(JSON.parse(ours.body)).toEqual({ body: { quantity: 12, note: 'é' }, built: false })
    expect(JSON.parse(hono.body)).toEqual({ body: { quantity: 12, note: 'é' }, built: true })
  })

  it('refuses a declared length over the bound with the French 413, before reading the body', async () => {
    const answer = await post(bases.ours, { body: large, chunked: false })
    expect(answer).toEqual({ status: 413, body: JSON.stringify({ message: MESSAGES.tooLarge }) })
  })
})
