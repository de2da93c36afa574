import { Context, Effect, Layer } from 'effect'
import type * as v from 'valibot'
import { type GatewayError, SessionExpired } from '../../application/errors'
import { TokenStore } from '../../application/session/ports/token-store'
import { credentialForPath } from '../../domain/credentials'
import { decideAfterResponse, type Identity } from '../../domain/session-rules'
import { type ApiConfig, apiConfig } from '../config'
import { createFinalUnauthorizedSignal, FinalUnauthorized, type FinalUnauthorizedSignal } from './final-unauthorized'
import { type HttpResponse, interpret, type RawResponse, readRaw } from './http-response'
import { type FetchFn, makeTokenRefresher } from './token-refresh'

export type { HttpResponse } from './http-response'

export type Surface = 'portal' | 'storefront'

export type HttpRequest = {
  readonly surface: Surface
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path inside the surface, as the spec writes it: '/auth/current'. */
  readonly path: string
  readonly query?: Readonly<Record<string, string>>
  readonly body?: unknown
  /**
   * Whose token to send: 'by-path' follows the page (spec §6); an identity forces it (calls that only
   * make sense for one identity); 'none' sends no token and is never refreshed (login, refresh).
   */
  readonly auth?: Identity | 'by-path' | 'none'
  /** False for calls whose final 401 must not show 'Non autorisé' (logout). */
  readonly notifyUnauthorized?: boolean
  /**
   * 'text' for a file answer (a CSV export): the schema parses the raw text, not JSON. 'blob' for a
   * binary file (a CV): the schema gets the Blob; refusals are still read as JSON.
   */
  readonly answer?: 'json' | 'text' | 'blob'
}

/** The fetch client the *.http.ts gateways share; not a port, it never leaves the infrastructure. */
export class HttpClient extends Context.Service<
  HttpClient,
  {
    readonly request: <A>(
      request: HttpRequest,
      schema: v.GenericSchema<unknown, A>,
    ) => Effect.Effect<HttpResponse<A>, GatewayError>
  }
>()('ecrin/HttpClient') {}

export type HttpClientOptions = {
  readonly config: ApiConfig
  readonly tokens: TokenStore['Service']
  /** The page path that picks the credential; the browser's location by default. */
  readonly pathname?: () => string
  readonly fetch?: FetchFn
  /** Where "a call finally ended in 401" goes: a runtime passes its FinalUnauthorized service; none by default. */
  readonly unauthorized?: FinalUnauthorizedSignal
}

// Read at call time so that a fetch patched later (msw in tests) is the one used.
const globalFetch: FetchFn = (input, init) => globalThis.fetch(input, init)

function resolveUrl(url: string): string {
  return typeof window === 'undefined' ? url : new URL(url, window.location.href).toString()
}

function identityFor(auth: HttpRequest['auth'], surface: Surface, pathname: string): Identity | null {
  if (auth === 'none') return null
  if (auth !== undefined && auth !== 'by-path') return auth
  const credential = credentialForPath(pathname)
  if (credential === 'storefront-admin') return surface === 'storefront' ? 'storefront' : 'storefront-portal'
  return credential
}

export function makeFetchHttpClient(options: HttpClientOptions): HttpClient['Service'] {
  const fetchFn = options.fetch ?? globalFetch
  const pathname = options.pathname ?? (() => window.location.pathname)
  const unauthorized = options.unauthorized ?? createFinalUnauthorizedSignal()
  const refresher = makeTokenRefresher({ config: options.config, tokens: options.tokens, fetch: fetchFn, resolveUrl })

  const send = (request: HttpRequest, accessToken: string | undefined): Effect.Effect<RawResponse, GatewayError> => {
    const base = request.surface === 'portal' ? options.config.portalUrl : options.config.showcaseUrl
    const url = new URL(resolveUrl(base + request.path))
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value)
    const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData
    const file = request.answer === 'text' || request.answer === 'blob'
    const headers: Record<string, string> = { Accept: file ? '*/*' : 'application/json' }
    // The browser sets a multipart content type (with its boundary) itself.
    if (!isForm) headers['Content-Type'] = 'application/json'
    if (accessToken !== undefined && accessToken !== '') headers.Authorization = `Bearer ${accessToken}`
    const body =
      request.body === undefined ? undefined : isForm ? (request.body as FormData) : JSON.stringify(request.body)
    const init = { method: request.method, headers, ...(body === undefined ? {} : { body }) }
    return readRaw((signal) => fetchFn(url.toString(), { ...init, signal }), request.answer === 'blob')
  }

  const request = <A>(
    request: HttpRequest,
    schema: v.GenericSchema<unknown, A>,
  ): Effect.Effect<HttpResponse<A>, GatewayError> =>
    Effect.gen(function* () {
      const identity = identityFor(request.auth, request.surface, pathname())
      const endSession = Effect.gen(function* () {
        if (identity !== null) yield* options.tokens.clear(identity)
        if (request.notifyUnauthorized !== false) unauthorized.emit()
        return yield* Effect.fail(new SessionExpired())
      })

      const stored = identity === null ? null : yield* options.tokens.read(identity)
      let sentToken = stored?.AccessToken
      let retried = false
      // A set without its access token (the store reads it as '') is renewed before the call, not after a
      // certain 401; that spends the call's one refresh (spec §4), so a 401 now ends the session.
      if (identity !== null && sentToken === '') {
        const renewed = yield* refresher.refresh(identity, sentToken)
        if (renewed === null) return yield* endSession
        sentToken = renewed.AccessToken
        retried = true
      }
      let raw = yield* send(request, sentToken)
      let decision = decideAfterResponse({ status: raw.status, authenticated: identity !== null, retried })
      if (decision.kind === 'refresh-then-retry' && identity !== null) {
        const renewed = yield* refresher.refresh(identity, sentToken)
        if (renewed === null) return yield* endSession
        raw = yield* send(request, renewed.AccessToken)
        decision = decideAfterResponse({ status: raw.status, authenticated: true, retried: true })
      }
      if (decision.kind === 'session-expired') return yield* endSession
      return yield* interpret(raw, schema, request.answer)
    })

  return HttpClient.of({ request })
}

/** A client over the TokenStore in context, with explicit options (tests, other hosts). */
export const httpClientLayer = (
  options: Omit<HttpClientOptions, 'tokens'>,
): Layer.Layer<HttpClient, never, TokenStore> =>
  Layer.effect(
    HttpClient,
    TokenStore.useSync((tokens) => makeFetchHttpClient({ ...options, tokens })),
  )

/** The browser's client: configured base URLs, real fetch, the page's path, its runtime's 401 signal. */
export const HttpClientFetch: Layer.Layer<HttpClient, never, TokenStore | FinalUnauthorized> = Layer.effect(
  HttpClient,
  Effect.gen(function* () {
    const tokens = yield* TokenStore
    const unauthorized = yield* FinalUnauthorized
    return makeFetchHttpClient({ config: apiConfig, tokens, unauthorized })
  }),
)
