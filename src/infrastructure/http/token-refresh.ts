import { Effect } from 'effect'
import { NetworkError } from '../../application/errors'
import type { TokenStore } from '../../application/session/ports/token-store'
import type { RefreshTokenBody } from '../../contract/portal/auth'
import { PORTAL_ENDPOINTS } from '../../contract/portal/portal.endpoints'
import { SHOWCASE_ADMIN_SESSION_ENDPOINTS } from '../../contract/showcase-admin/session.endpoints'
import { TokenPairWire } from '../../contract/wire-primitives'
import { decideAfterRefresh, type Identity, type TokenSet } from '../../domain/session-rules'
import type { ApiConfig } from '../config'
import { interpret, readRaw } from './http-response'

export type FetchFn = (input: string, init: RequestInit) => Promise<Response>

export type TokenRefresher = {
  /** The set to retry with, or null when the session cannot be renewed. */
  readonly refresh: (
    identity: Identity,
    sentAccessToken: string | undefined,
  ) => Effect.Effect<TokenSet | null, NetworkError>
}

type Outcome =
  | { readonly kind: 'done'; readonly tokens: TokenSet | null }
  | { readonly kind: 'unreachable'; readonly cause: unknown }

// The showcase back office talks to the storefront; every other identity refreshes on the portal. The
// paths are the contract's (decision 053); this call bypasses the client, whose 401 handling it serves.
function refreshUrl(config: ApiConfig, identity: Identity): string {
  return identity === 'storefront'
    ? config.showcaseUrl + SHOWCASE_ADMIN_SESSION_ENDPOINTS.refresh.path
    : config.portalUrl + PORTAL_ENDPOINTS.refreshToken.path
}

export function makeTokenRefresher(deps: {
  readonly config: ApiConfig
  readonly tokens: TokenStore['Service']
  readonly fetch: FetchFn
  readonly resolveUrl: (url: string) => string
}): TokenRefresher {
  // Refresh tokens rotate and a reused one revokes its family, so concurrent 401s share one refresh.
  const inflight = new Map<Identity, Promise<Outcome>>()

  const callServer = (identity: Identity, stored: TokenSet): Effect.Effect<Outcome> =>
    readRaw(() =>
      deps.fetch(deps.resolveUrl(refreshUrl(deps.config, identity)), {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${stored.RefreshToken}`,
        },
        body: JSON.stringify({ refresh_token: stored.RefreshToken } satisfies RefreshTokenBody),
      }),
    ).pipe(
      Effect.flatMap((raw) => Effect.result(interpret(raw, TokenPairWire))),
      Effect.flatMap((answer) => {
        const renewed = decideAfterRefresh(
          answer._tag === 'Success'
            ? {
                ok: true,
                tokens: {
                  AccessToken: answer.success.data.access_token,
                  RefreshToken: answer.success.data.refresh_token,
                  UserId: stored.UserId,
                },
              }
            : { ok: false },
        )
        if (renewed === null) return Effect.succeed<Outcome>({ kind: 'done', tokens: null })
        return deps.tokens.rememberMe(identity).pipe(
          Effect.flatMap((remember) => deps.tokens.save(identity, renewed, remember)),
          Effect.as<Outcome>({ kind: 'done', tokens: renewed }),
        )
      }),
      Effect.catchTag('NetworkError', (error) => Effect.succeed<Outcome>({ kind: 'unreachable', cause: error.cause })),
    )

  const shared = (identity: Identity, stored: TokenSet): Effect.Effect<Outcome> =>
    Effect.promise(() => {
      const running = inflight.get(identity)
      if (running !== undefined) return running
      const started = Effect.runPromise(callServer(identity, stored)).finally(() => inflight.delete(identity))
      inflight.set(identity, started)
      return started
    })

  return {
    refresh: (identity, sentAccessToken) =>
      Effect.gen(function* () {
        const stored = yield* deps.tokens.read(identity)
        if (stored === null) return null
        // Another call already renewed the set while this one was in flight: retry with it.
        if (stored.AccessToken !== sentAccessToken && inflight.get(identity) === undefined) return stored
        const outcome = yield* shared(identity, stored)
        if (outcome.kind === 'unreachable') return yield* Effect.fail(new NetworkError({ cause: outcome.cause }))
        return outcome.tokens
      }),
  }
}
