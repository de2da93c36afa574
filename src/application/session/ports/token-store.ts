import { Context, type Effect } from 'effect'
import type { Identity, TokenSet } from '../../../domain/session-rules'

/**
 * Where each identity's token set lives between page loads (spec §4, §6).
 * Implementations parse what they read: a stored value of the wrong shape reads as null.
 */
export class TokenStore extends Context.Service<
  TokenStore,
  {
    readonly read: (identity: Identity) => Effect.Effect<TokenSet | null>
    /** Saves the set in exactly one storage area chosen by rememberMe, and saves the flag. */
    readonly save: (identity: Identity, tokens: TokenSet, rememberMe: boolean) => Effect.Effect<void>
    readonly clear: (identity: Identity) => Effect.Effect<void>
    readonly rememberMe: (identity: Identity) => Effect.Effect<boolean>
    /** True when a token set of this identity sits in the session-level area. */
    readonly hasSessionToken: (identity: Identity) => Effect.Effect<boolean>
  }
>()('ecrin/TokenStore') {}
