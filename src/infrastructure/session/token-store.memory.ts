import { Effect, Layer } from 'effect'
import { TokenStore } from '../../application/session/ports/token-store'
import {
  type Identity,
  REMEMBER_ME_KEYS,
  type StorageArea,
  type TokenSet,
  tokenPlacement,
} from '../../domain/session-rules'

/** What the in-memory twin holds, open for tests to seed and inspect. */
export type MemoryTokenState = {
  readonly areas: Record<StorageArea, Map<Identity, TokenSet>>
  /** Keyed like the browser flag, so the two showcase identities share one flag. */
  readonly rememberMe: Map<string, boolean>
}

export function emptyTokenState(): MemoryTokenState {
  return { areas: { local: new Map(), session: new Map() }, rememberMe: new Map() }
}

export function makeMemoryTokenStore(state: MemoryTokenState = emptyTokenState()): TokenStore['Service'] {
  const rememberMe = (identity: Identity) => state.rememberMe.get(REMEMBER_ME_KEYS[identity]) ?? false
  return TokenStore.of({
    read: (identity) =>
      Effect.sync(() => {
        const preferred = tokenPlacement(rememberMe(identity))
        return state.areas[preferred.keepIn].get(identity) ?? state.areas[preferred.removeFrom].get(identity) ?? null
      }),
    save: (identity, tokens, remember) =>
      Effect.sync(() => {
        const placement = tokenPlacement(remember)
        state.areas[placement.keepIn].set(identity, { ...tokens })
        state.areas[placement.removeFrom].delete(identity)
        state.rememberMe.set(REMEMBER_ME_KEYS[identity], remember)
      }),
    clear: (identity) =>
      Effect.sync(() => {
        state.areas.local.delete(identity)
        state.areas.session.delete(identity)
      }),
    rememberMe: (identity) => Effect.sync(() => rememberMe(identity)),
    hasSessionToken: (identity) => Effect.sync(() => state.areas.session.has(identity)),
  })
}

export const tokenStoreMemoryLayer = (state: MemoryTokenState = emptyTokenState()): Layer.Layer<TokenStore> =>
  Layer.sync(TokenStore, () => makeMemoryTokenStore(state))
