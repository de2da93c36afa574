import { generateRefreshToken, hashRefreshToken } from './refresh-token-secret'
import { refreshExpiry, type SessionDeps, type SessionTokens } from './sessions'
import type { TokenAudience } from './token-audience'

export type RefreshResult = { kind: 'refreshed'; tokens: SessionTokens } | { kind: 'rejected' }

// `accepted`: the audiences this surface refreshes (the portal serves shop and admin).
export function refreshSession(deps: SessionDeps, accepted: readonly TokenAudience[]) {
  return async (presentedToken: string): Promise<RefreshResult> => {
    const now = deps.clock.now()
    const refreshToken = generateRefreshToken()
    const outcome = await deps.refreshTokens.rotate(
      hashRefreshToken(presentedToken),
      { tokenHash: hashRefreshToken(refreshToken), expiresAt: refreshExpiry(deps.clock) },
      { now, acceptedAudiences: accepted },
    )
    if (outcome.kind === 'rejected') return { kind: 'rejected' }
    const accessToken = await deps.accessTokens.sign({
      audience: outcome.audience,
      subjectId: outcome.subjectId,
      sessionId: outcome.familyId,
    })
    return { kind: 'refreshed', tokens: { accessToken, refreshToken } }
  }
}
