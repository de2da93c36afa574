import type { FetchFn, LiveServer } from './live-server'

/**
 * The same live server seen through another fetch: to record what the adapters send, or to fail a
 * call as the network can (what the server itself cannot produce). Everything else is the server's.
 */
export function withFetch(live: LiveServer, wrap: (fetch: FetchFn) => FetchFn): LiveServer {
  const wrapped = wrap((input, init) => live.fetch(input, init))
  // `live` is read lazily (a proxy until beforeAll has run): only `fetch` is replaced.
  return new Proxy(live, { get: (target, key) => (key === 'fetch' ? wrapped : target[key as keyof LiveServer]) })
}

/**
 * Calls named as the portal API names them (`/api/shop`, without the surface's base): a method and a
 * path pattern, or a predicate over both.
 */
export type FailingCalls =
  | { readonly method: string; readonly path: RegExp }
  | ((call: { readonly method: string; readonly path: string }) => boolean)

/** The calls that match end as a network failure (fetch rejects); the others reach the server. */
export function withNetworkFailure(live: LiveServer, failing: FailingCalls | undefined): LiveServer {
  if (failing === undefined) return live
  return withFetch(live, (fetch) => async (input, init) => {
    const method = init?.method ?? 'GET'
    const path = new URL(input).pathname.replace(/^\/portal-api/, '')
    const fails =
      typeof failing === 'function' ? failing({ method, path }) : method === failing.method && failing.path.test(path)
    if (fails) throw new TypeError('Failed to fetch')
    return fetch(input, init)
  })
}
