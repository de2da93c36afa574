import { Effect, Result } from 'effect'
import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { aTokenSet } from '../support/builders'
import { aClientWorld } from '../support/http-harness'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

// 401 is the status the rule is about: weight it so that 401-then-401 shows up in every run.
const status = fc.oneof(
  { arbitrary: fc.constant(401), weight: 3 },
  { arbitrary: fc.constantFrom(200, 201, 204, 400, 403, 404, 409, 422, 500, 503), weight: 2 },
)

/** The endpoint answers the statuses in order (then 200), the refresh endpoint answers its own. */
function scriptedServer(statuses: readonly number[], refreshStatus: number) {
  let next = 0
  server.resetHandlers(
    http.get('*/portal-api/api/carts/count', () => {
      const code = statuses[next] ?? 200
      next += 1
      if (code === 204) return new HttpResponse(null, { status: 204 })
      return HttpResponse.json(code < 300 ? { numberOfProductsInCart: 1 } : { message: 'Non' }, { status: code })
    }),
    http.post('*/portal-api/refresh-token', () =>
      refreshStatus === 200
        ? HttpResponse.json({ access_token: 'new-access', refresh_token: 'new-refresh' })
        : HttpResponse.json(
            { message: "L'identifiant renseigné est incorrect ou inexistant" },
            { status: refreshStatus },
          ),
    ),
  )
}

describe('HTTP client retry rule', () => {
  it('sends at most 2 requests and 1 refresh, and ends in SessionExpired exactly when the rule says so', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(status, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(200, 401, 500),
        fc.constantFrom('by-path', 'none') as fc.Arbitrary<'by-path' | 'none'>,
        // A stored set that lost its access token reads with AccessToken '' and is renewed before the call.
        fc.boolean(),
        async (statuses, refreshStatus, auth, accessMissing) => {
          scriptedServer(statuses, refreshStatus)
          const world = aClientWorld(server)
          world.save('shop', aTokenSet(accessMissing ? { AccessToken: '' } : {}))
          const request = { surface: 'portal', method: 'GET', path: '/api/carts/count', auth } as const
          const outcome = await Effect.runPromise(Effect.result(world.client.request(request, v.unknown())))

          const endpoint = world.hits('/portal-api/api/carts/count').length
          const refreshes = world.hits('/portal-api/refresh-token').length
          expect(endpoint).toBeLessThanOrEqual(2)
          expect(refreshes).toBeLessThanOrEqual(1)

          const authenticated = auth === 'by-path'
          const renewedFirst = authenticated && accessMissing
          const firstIs401 = statuses[0] === 401
          const refreshed = renewedFirst || (authenticated && firstIs401)
          const retried = !renewedFirst && refreshed && refreshStatus === 200
          const expired = renewedFirst
            ? refreshStatus !== 200 || firstIs401
            : refreshed && (refreshStatus !== 200 || statuses[1] === 401)
          expect(refreshes).toBe(refreshed ? 1 : 0)
          expect(endpoint).toBe(renewedFirst ? (refreshStatus === 200 ? 1 : 0) : retried ? 2 : 1)
          if (authenticated) {
            const bearers = world.hits('/portal-api/api/carts/count').map((hit) => hit.authorization)
            expect(bearers.every((bearer) => bearer !== null && /^Bearer \S+$/.test(bearer))).toBe(true)
          }
          const tag = Result.isFailure(outcome) ? outcome.failure._tag : 'ok'
          expect(tag === 'SessionExpired').toBe(expired)
          expect(world.finalUnauthorizedCount()).toBe(expired ? 1 : 0)
          expect(world.read('shop') === null).toBe(expired)
        },
      ),
      { numRuns: 150 },
    )
  })
})
