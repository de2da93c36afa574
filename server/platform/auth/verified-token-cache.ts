import type { AccessClaims } from './access-claims'

// Access tokens already verified, by their exact text. A client sends the same token with every
// request of its 15 minutes; checking its HMAC again each time (WebCrypto, a thread-pool job per call)
// was the largest cost of a cart read. Only tokens that passed every check are kept, until their
// `exp`: a forged or tampered token differs in its text, so it is never found here. Whether the
// session is still alive is not a property of the text: live-sessions.ts asks the database each time.
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000

type Entry = { claims: AccessClaims; expiresAt: number }

export type VerifiedTokenCache = {
  // The claims of a token verified before and not expired at `nowSeconds` (jose's rule: exp > now).
  find(token: string, nowSeconds: number): AccessClaims | null
  keep(token: string, claims: AccessClaims, expiresAt: number): void
}

export function verifiedTokenCache(maxEntries = VERIFIED_TOKEN_CACHE_SIZE): VerifiedTokenCache {
  const entries = new Map<string, Entry>()
  return {
    find(token, nowSeconds) {
      const entry = entries.get(token)
      if (entry === undefined) return null
      if (entry.expiresAt > nowSeconds) return entry.claims
      entries.delete(token)
      return null
    },
    keep(token, claims, expiresAt) {
      // Full: the oldest entry goes (a Map iterates in insertion order); bounded whatever the traffic.
      if (entries.size >= maxEntries && !entries.has(token)) {
        const oldest = entries.keys().next()
        if (oldest.done !== true) entries.delete(oldest.value)
      }
      entries.set(token, { claims, expiresAt })
    },
  }
}
