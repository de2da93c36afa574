import { Effect } from 'effect'
import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'
import type { Identity, TokenSet } from '../../../src/domain/session-rules'
import { createFinalUnauthorizedSignal } from '../../../src/infrastructure/http/final-unauthorized'
import { makeFetchHttpClient } from '../../../src/infrastructure/http/http-client.fetch'
import { emptyTokenState, makeMemoryTokenStore } from '../../../src/infrastructure/session/token-store.memory'
import { TEST_API } from './builders'

export type SeenRequest = {
  method: string
  url: URL
  authorization: string | null
  contentType: string | null
  accept: string | null
  body: Promise<string>
}

/** A client over a memory token store, with every request the server sees recorded in order. */
export function aClientWorld(server: SetupServer) {
  const tokens = emptyTokenState()
  const store = makeMemoryTokenStore(tokens)
  const unauthorized = createFinalUnauthorizedSignal()
  const client = makeFetchHttpClient({ config: TEST_API, tokens: store, unauthorized })
  const seen: SeenRequest[] = []
  let finalUnauthorized = 0
  unauthorized.subscribe(() => {
    finalUnauthorized += 1
  })
  server.events.removeAllListeners()
  server.events.on('request:start', ({ request }) => {
    seen.push({
      method: request.method,
      url: new URL(request.url),
      authorization: request.headers.get('authorization'),
      contentType: request.headers.get('content-type'),
      accept: request.headers.get('accept'),
      body: request.clone().text(),
    })
  })
  return {
    tokens,
    client,
    unauthorized,
    seen,
    finalUnauthorizedCount: () => finalUnauthorized,
    hits: (path: string) => seen.filter((request) => request.url.pathname === path),
    save: (identity: Identity, set: TokenSet, rememberMe = true) =>
      Effect.runSync(store.save(identity, set, rememberMe)),
    read: (identity: Identity) => Effect.runSync(store.read(identity)),
  }
}

/** A refresh endpoint that always renews, numbering the new tokens. */
export function renewingRefresh(path = '*/portal-api/refresh-token') {
  let count = 0
  return http.post(path, () => {
    count += 1
    return HttpResponse.json({ access_token: `renewed-access-${count}`, refresh_token: `renewed-refresh-${count}` })
  })
}
