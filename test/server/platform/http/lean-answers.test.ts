import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { cors } from 'hono/cors'
import { describe, expect, it } from 'vitest'
import { compressAnswers } from '../../../../server/platform/http/answer-compression'
import { apiCors } from '../../../../server/platform/http/api-surface'
import { requestIdAndLog } from '../../../../server/platform/http/request-log'

// Decision 061: the middlewares every API answer goes through write their headers on the handler's
// own answer. hono rebuilds an answer as a Fetch Response with a streamed body when a middleware reads
// `c.res` before the handler or calls `c.header` after it; on @hono/node-server that leaves the fast
// path of a plain JSON answer.
const LISTED = 'https://boutique.exemple.fr'

function appWith(middleware: MiddlewareHandler) {
  const made: Response[] = []
  const app = new Hono()
  app.use('/api/*', middleware)
  app.all('/api/cart', (c) => {
    const answer = c.json({ lines: [] })
    made.push(answer)
    return answer
  })
  return { app, made }
}

describe('API middlewares keep the handler’s answer', () => {
  it.each([
    ['CORS', apiCors([LISTED])],
    ['request id', requestIdAndLog(null)],
    ['compression, not asked', compressAnswers()],
  ])('%s: the answer sent is the one the handler made', async (_name, middleware) => {
    const { app, made } = appWith(middleware)
    const response = await app.request('/api/cart', { headers: { Origin: LISTED } })
    expect(made).toHaveLength(1)
    expect(response).toBe(made[0])
  })

  it('request id: still echoed on the answer', async () => {
    const { app } = appWith(requestIdAndLog(null))
    const response = await app.request('/api/cart', { headers: { 'X-Request-Id': 'abc-123' } })
    expect(response.headers.get('x-request-id')).toBe('abc-123')
  })
})

describe('apiCors answers as hono’s cors did with our options', () => {
  const honoCors = cors({
    origin: (origin) => ([LISTED].includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization'],
    exposeHeaders: ['x-total-count'],
    maxAge: 600,
  })
  const origins = [
    ['listed', LISTED],
    ['foreign', 'https://pirate.exemple'],
    ['none', undefined],
  ] as const
  const requests = origins.flatMap(([who, origin]) =>
    ['GET', 'POST', 'DELETE', 'OPTIONS'].map((method) => [method, who, origin] as const),
  )

  it.each(requests)('%s from a %s origin: same status and headers', async (method, _who, origin) => {
    const headers: Record<string, string> = { 'Access-Control-Request-Headers': 'authorization, content-type' }
    if (origin !== undefined) headers.Origin = origin
    const answer = async (middleware: MiddlewareHandler) => {
      const response = await appWith(middleware).app.request('/api/cart', { method, headers })
      return { status: response.status, headers: [...response.headers].sort(), body: await response.text() }
    }
    expect(await answer(apiCors([LISTED]))).toEqual(await answer(honoCors))
  })
})

describe('compressAnswers answers as hono’s compress did', () => {
  const bodies = { small: 'x'.repeat(10), large: 'x'.repeat(5000) }
  const cases = (['GET', 'HEAD'] as const).flatMap((method) =>
    (['gzip, deflate', 'identity', undefined] as const).flatMap((encoding) =>
      (['small', 'large'] as const).map((size) => [method, encoding, size] as const),
    ),
  )

  it.each(cases)(
    '%s, Accept-Encoding %s, %s JSON body: same status, headers and bytes',
    async (method, encoding, size) => {
      const answer = async (middleware: MiddlewareHandler) => {
        const app = new Hono()
        app.use(middleware)
        app.get('/api/cart', (c) => c.json({ text: bodies[size] }))
        app.get('/api/known-length', (c) => c.body(bodies[size], 200, { 'Content-Length': '10', Vary: 'Origin' }))
        const headers: Record<string, string> = encoding === undefined ? {} : { 'Accept-Encoding': encoding }
        const responses = await Promise.all(
          ['/api/cart', '/api/known-length'].map((path) => app.request(path, { method, headers })),
        )
        return Promise.all(
          responses.map(async (response) => ({
            status: response.status,
            headers: [...response.headers].sort(),
            bytes: [...new Uint8Array(await response.arrayBuffer())],
          })),
        )
      }
      expect(await answer(compressAnswers())).toEqual(await answer(compress()))
    },
  )
})
