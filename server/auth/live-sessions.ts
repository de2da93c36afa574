import type { AccessTokens } from './access-tokens'
import type { RefreshTokenRepository } from './refresh-token-repository'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// An access token is only as alive as its session (docs/decisions/026-sessions-end-with-their-owner.md):
// a valid signature is not enough once its refresh family is revoked (logout, password change or
// reset, replayed refresh token). One indexed lookup per authenticated request, no cache, so that
// every server process sees a revocation at once. Every token a login or refresh signs names its
// session; a token signed without one (only test helpers do) has nothing to check and stays valid
// until it expires.
export function withLiveSessions(
  tokens: AccessTokens,
  refreshTokens: Pick<RefreshTokenRepository, 'isFamilyAlive'>,
): AccessTokens {
  return {
    sign: (claims) => tokens.sign(claims),
    async verify(token, accepted) {
      const claims = await tokens.verify(token, accepted)
      if (claims === null || claims.sessionId === null) return claims
      // The column is a uuid: anything else cannot name a session (and must not reach the query).
      if (!UUID.test(claims.sessionId)) return null
      return (await refreshTokens.isFamilyAlive(claims.sessionId)) ? claims : null
    },
  }
}
