import type { AccessClaims, AccessTokens } from './access-tokens'
import type { RefreshTokenRepository } from './refresh-token-repository'
import type { TokenAudience } from '../../../src/domain/token-audiences'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// A token that passed every check but the live session's, for a route whose own statement asks whether
// `claims.sessionId` is alive (the cart read, the add to cart: docs/decisions/050-portal-throughput.md),
// saving a round trip. The route must refuse with 401 when that statement finds the session ended, and
// call `isAlive` (the check `verify` makes) before any answer whose statement did not ask.
export type PendingSession = {
  claims: AccessClaims
  isAlive(): Promise<boolean>
}

export type LiveAccessTokens = AccessTokens & {
  verifyPendingSession(token: string, accepted: readonly TokenAudience[]): Promise<PendingSession | null>
}

// An access token is only as alive as its session (docs/decisions/026-sessions-end-with-their-owner.md):
// a valid signature is not enough once its refresh family is revoked (logout, password change or
// reset, replayed refresh token). One indexed lookup per authenticated request, no cache, so that
// every server process sees a revocation at once. Every token a login or refresh signs names its
// session; a token signed without one (only test helpers do) has nothing to check and stays valid
// until it expires.
export function withLiveSessions(
  tokens: AccessTokens,
  refreshTokens: Pick<RefreshTokenRepository, 'isFamilyAlive'>,
): LiveAccessTokens {
  const signed = async (token: string, accepted: readonly TokenAudience[]) => {
    const claims = await tokens.verify(token, accepted)
    // The column is a uuid: anything else cannot name a session (and must not reach a query).
    return claims !== null && claims.sessionId !== null && !UUID.test(claims.sessionId) ? null : claims
  }
  const isAlive = (claims: AccessClaims) =>
    claims.sessionId === null ? Promise.resolve(true) : refreshTokens.isFamilyAlive(claims.sessionId)
  return {
    sign: (claims) => tokens.sign(claims),
    async verify(token, accepted) {
      const claims = await signed(token, accepted)
      return claims !== null && (await isAlive(claims)) ? claims : null
    },
    async verifyPendingSession(token, accepted) {
      const claims = await signed(token, accepted)
      return claims === null ? null : { claims, isAlive: () => isAlive(claims) }
    },
  }
}
