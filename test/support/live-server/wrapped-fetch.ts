import type { FetchFn, LiveServer } from './live-server'

/** What fetch throws when the network fails (offline, DNS, CORS). */
const networkFailure = () => new TypeError('Failed to fetch')

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
    if (fails) throw networkFailure()
    return fetch(input, init)
  })
}

// What the live server cannot produce (a network failure, a 500, a body of the wrong shape): a fetch
// that answers a fixed value for the paths it is given and passes every other call to the server.
// No business rule here: it fails or answers what the test wrote.

export type Scripted = 'network-failure' | (() => Response)

export function scriptedFetch(server: FetchFn, script: Readonly<Record<string, Scripted>>): FetchFn {
  return async (input, init) => {
    const path = new URL(input).pathname
    const entry = Object.entries(script).find(([suffix]) => path.endsWith(suffix))
    if (entry === undefined) return server(input, init)
    const [, answer] = entry
    if (answer === 'network-failure') throw networkFailure()
    return answer()
  }
}

/** The live server's fetch, keeping a copy of every request it was given. */
export function recordingFetch(server: FetchFn): { readonly fetch: FetchFn; readonly requests: Request[] } {
  const requests: Request[] = []
  return {
    requests,
    fetch: (input, init) => {
      requests.push(new Request(input, init))
      return server(input, init)
    },
  }
}
