import { Effect, Layer } from 'effect'
import * as v from 'valibot'
import { TokenStore } from '../../application/session/ports/token-store'
import {
  type Identity,
  REMEMBER_ME_KEYS,
  type StorageArea,
  TOKEN_STORAGE_KEYS,
  type TokenSet,
  tokenPlacement,
} from '../../domain/session-rules'

// Stored values are untrusted (decisions §3): a numeric UserId is accepted, anything else of the
// wrong shape reads as "logged out". A set whose AccessToken key is gone still holds a session (spec §4:
// refresh, then retry): it reads with AccessToken '', which the HTTP client renews before calling.
const TokenSetSchema = v.object({
  AccessToken: v.optional(v.pipe(v.string(), v.nonEmpty())),
  RefreshToken: v.pipe(v.string(), v.nonEmpty()),
  UserId: v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
})

export type WebStorageAreas = { readonly local: Storage; readonly session: Storage }

// Storage access throws when the browser disables it (private modes, blocked cookies): behave as empty.
function attempt<A>(action: () => A, fallback: A): A {
  try {
    return action()
  } catch {
    return fallback
  }
}

export function parseTokenSet(raw: string | null): TokenSet | null {
  if (raw === null) return null
  const json = attempt<unknown>(() => JSON.parse(raw), null)
  const parsed = v.safeParse(TokenSetSchema, json)
  return parsed.success ? { ...parsed.output, AccessToken: parsed.output.AccessToken ?? '' } : null
}

export function makeWebStorageTokenStore(areas: () => WebStorageAreas): TokenStore['Service'] {
  const area = (name: StorageArea): Storage => (name === 'local' ? areas().local : areas().session)
  const readFrom = (name: StorageArea, identity: Identity) =>
    parseTokenSet(attempt(() => area(name).getItem(TOKEN_STORAGE_KEYS[identity]), null))
  const rememberMe = (identity: Identity) =>
    attempt(() => areas().local.getItem(REMEMBER_ME_KEYS[identity]) === 'true', false)

  return TokenStore.of({
    read: (identity) =>
      Effect.sync(() => {
        // Prefer the area the flag points to; the other one only holds a set written by older code.
        const preferred = tokenPlacement(rememberMe(identity))
        return readFrom(preferred.keepIn, identity) ?? readFrom(preferred.removeFrom, identity)
      }),
    save: (identity, tokens, remember) =>
      Effect.sync(() => {
        const placement = tokenPlacement(remember)
        const key = TOKEN_STORAGE_KEYS[identity]
        attempt(() => area(placement.keepIn).setItem(key, JSON.stringify(tokens)), undefined)
        attempt(() => area(placement.removeFrom).removeItem(key), undefined)
        attempt(() => areas().local.setItem(REMEMBER_ME_KEYS[identity], String(remember)), undefined)
      }),
    clear: (identity) =>
      Effect.sync(() => {
        const key = TOKEN_STORAGE_KEYS[identity]
        attempt(() => areas().local.removeItem(key), undefined)
        attempt(() => areas().session.removeItem(key), undefined)
      }),
    rememberMe: (identity) => Effect.sync(() => rememberMe(identity)),
    hasSessionToken: (identity) => Effect.sync(() => readFrom('session', identity) !== null),
  })
}

const browserAreas = (): WebStorageAreas => ({ local: window.localStorage, session: window.sessionStorage })

export const TokenStoreWebStorage: Layer.Layer<TokenStore> = Layer.sync(TokenStore, () =>
  makeWebStorageTokenStore(browserAreas),
)
