import { QueryCache, QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query'
import { Effect, Layer, ManagedRuntime } from 'effect'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import type { AppServices } from '../../../src/application/app-services'
import { NetworkError, Rejected, SessionExpired } from '../../../src/application/errors'
import { failureOf, isCancelled, isNotFound, UseCaseFailure } from '../../../src/application/use-case-failure'
import {
  createFinalUnauthorizedSignal,
  FinalUnauthorized,
  FinalUnauthorizedLive,
} from '../../../src/infrastructure/http/final-unauthorized'
import { makeFetchHttpClient } from '../../../src/infrastructure/http/http-client.fetch'
import type { FetchFn } from '../../../src/infrastructure/http/token-refresh'
import { makeMemoryTokenStore } from '../../../src/infrastructure/session/token-store.memory'
import { makeUseCaseRunner } from '../../../src/ui/app/use-case-runner'
import { TEST_API } from '../../infrastructure/support/builders'

// The Effect-to-React boundary (docs/decisions/017): one thrown shape for every expected failure.
// The programs below require no service, so an empty runtime can stand for the app's.
const runtime = ManagedRuntime.make(Layer.empty) as unknown as ManagedRuntime.ManagedRuntime<AppServices, never>
const run = makeUseCaseRunner(runtime)

async function thrownBy(pending: Promise<unknown>): Promise<unknown> {
  return pending.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`)
    },
    (thrown: unknown) => thrown,
  )
}

describe('use-case runner', () => {
  it('resolves with the value of a use case that succeeds', async () => {
    await expect(run(Effect.succeed(42))).resolves.toBe(42)
  })

  it.each([
    ['a refusal', new Rejected({ status: 422, message: 'Commande refusée' })],
    ['an ended session', new SessionExpired()],
    ['an unreachable server', new NetworkError({})],
  ])('rejects %s with a UseCaseFailure carrying the error', async (_case, error) => {
    const thrown = await thrownBy(run(Effect.fail(error)))
    expect(thrown).toBeInstanceOf(UseCaseFailure)
    expect(failureOf(thrown)).toBe(error)
    expect((thrown as UseCaseFailure).tag).toBe(error._tag)
  })

  it('rejects a defect with the defect itself, which no failure helper mistakes for a failure', async () => {
    const bug = new TypeError('a bug')
    const thrown = await thrownBy(run(Effect.die(bug)))
    expect(thrown).not.toBeInstanceOf(UseCaseFailure)
    expect(failureOf(thrown)).toBeNull()
    expect(isNotFound(thrown)).toBe(false)
  })

  it('reads a 404 refusal, and only that, as not found', () => {
    expect(isNotFound(new UseCaseFailure({ _tag: 'Rejected', status: 404, message: null }))).toBe(true)
    expect(isNotFound(new UseCaseFailure({ _tag: 'Rejected', status: 410, message: null }))).toBe(false)
    expect(isNotFound(new UseCaseFailure({ _tag: 'NetworkError' }))).toBe(false)
  })
})

describe('use-case runner: cancellation (docs/decisions/056)', () => {
  it('interrupts the use case when the signal aborts and rejects with an AbortError, no failure', async () => {
    let interrupted = false
    const controller = new AbortController()
    const slow = Effect.sleep('300 millis').pipe(
      Effect.as('finished'),
      Effect.onInterrupt(() =>
        Effect.sync(() => {
          interrupted = true
        }),
      ),
    )
    const pending = run(slow, { signal: controller.signal })
    setTimeout(() => controller.abort(), 10)
    const thrown = await thrownBy(pending)
    expect(interrupted).toBe(true)
    expect(isCancelled(thrown)).toBe(true)
    expect(failureOf(thrown)).toBeNull()
  })

  it('aborts the fetch of a query whose page was left, with no error and no toast', async () => {
    const received: (AbortSignal | undefined)[] = []
    const fetch: FetchFn = (_input, init) => {
      const signal = init.signal ?? undefined
      received.push(signal)
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })
    }
    const unauthorized = createFinalUnauthorizedSignal()
    const toasts = vi.fn()
    unauthorized.subscribe(toasts)
    const client = makeFetchHttpClient({ config: TEST_API, tokens: makeMemoryTokenStore(), fetch, unauthorized })
    const onError = vi.fn()
    const queryClient = new QueryClient({
      queryCache: new QueryCache({ onError }),
      defaultOptions: { queries: { retry: false } },
    })
    const products = queryOptions({
      queryKey: ['products'],
      queryFn: ({ signal }) =>
        run(client.request({ surface: 'portal', method: 'GET', path: '/api/products' }, v.unknown()), { signal }),
    })

    // A screen mounts the query, then the person leaves the page before the answer.
    const leave = new QueryObserver(queryClient, products).subscribe(() => undefined)
    await vi.waitFor(() => expect(received).toHaveLength(1))
    expect(received[0]?.aborted).toBe(false)
    leave()

    await vi.waitFor(() => expect(received[0]?.aborted).toBe(true))
    expect(queryClient.getQueryState(products.queryKey)).toMatchObject({ error: null, fetchStatus: 'idle' })
    expect(onError).not.toHaveBeenCalled()
    expect(toasts).not.toHaveBeenCalled()
  })
})

describe('final 401 signal', () => {
  it('belongs to its runtime: a listener hears its own runtime only', async () => {
    const first = ManagedRuntime.make(FinalUnauthorizedLive)
    const second = ManagedRuntime.make(FinalUnauthorizedLive)
    const heard: string[] = []
    await first.runPromise(FinalUnauthorized.useSync((signal) => signal.subscribe(() => heard.push('first'))))
    await second.runPromise(FinalUnauthorized.useSync((signal) => signal.subscribe(() => heard.push('second'))))
    await second.runPromise(FinalUnauthorized.useSync((signal) => signal.emit()))
    expect(heard).toEqual(['second'])
  })
})
