import type { FetchFn } from '../../../support/live-server/live-server'

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
    if (answer === 'network-failure') throw new TypeError('Failed to fetch')
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
