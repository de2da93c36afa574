import { Effect, Exit } from 'effect'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { createFinalUnauthorizedSignal } from '../../../src/infrastructure/http/final-unauthorized'
import { makeFetchHttpClient } from '../../../src/infrastructure/http/http-client.fetch'
import type { FetchFn } from '../../../src/infrastructure/http/token-refresh'
import { makeMemoryTokenStore } from '../../../src/infrastructure/session/token-store.memory'
import { TEST_API } from '../support/builders'

// Leaving a page cancels its requests (docs/decisions/056): the fiber's interruption reaches fetch
// as an aborted signal, and the cancelled call is neither a failure nor a 'Non autorisé' toast.

/** A fetch that answers only when its signal aborts (as the browser's does), recording what it got. */
function aHangingFetch() {
  const received: (AbortSignal | undefined)[] = []
  const fetch: FetchFn = (_input, init) => {
    const signal = init.signal ?? undefined
    received.push(signal)
    return new Promise<Response>((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('The user aborted a request.', 'AbortError')))
    })
  }
  return { fetch, received }
}

function aClient(fetch: FetchFn) {
  const unauthorized = createFinalUnauthorizedSignal()
  let toasts = 0
  unauthorized.subscribe(() => {
    toasts += 1
  })
  const client = makeFetchHttpClient({
    config: TEST_API,
    tokens: makeMemoryTokenStore(),
    fetch,
    pathname: () => '/account/catalog',
    unauthorized,
  })
  return { client, toasts: () => toasts }
}

describe('HTTP client: cancellation', () => {
  it('hands fetch a signal that aborts when the run is aborted, and ends interrupted', async () => {
    const { fetch, received } = aHangingFetch()
    const { client, toasts } = aClient(fetch)
    const controller = new AbortController()
    const running = Effect.runPromiseExit(
      client.request({ surface: 'portal', method: 'GET', path: '/api/products' }, v.unknown()),
      { signal: controller.signal },
    )
    await vi.waitFor(() => expect(received).toHaveLength(1))
    expect(received[0]?.aborted).toBe(false)
    controller.abort()
    const exit = await running
    expect(received[0]?.aborted).toBe(true)
    expect(Exit.isFailure(exit) && Exit.hasInterrupts(exit)).toBe(true)
    expect(toasts()).toBe(0)
  })

  it('aborts the fetch when the fiber is interrupted from inside Effect too (a timeout)', async () => {
    const { fetch, received } = aHangingFetch()
    const { client } = aClient(fetch)
    const exit = await Effect.runPromiseExit(
      client
        .request({ surface: 'portal', method: 'GET', path: '/api/products' }, v.unknown())
        .pipe(Effect.timeout('20 millis')),
    )
    expect(Exit.isFailure(exit)).toBe(true)
    expect(received[0]?.aborted).toBe(true)
  })
})
