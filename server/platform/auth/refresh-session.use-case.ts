import type { SessionOwner } from './refresh-token-repository'
import { generateRefreshToken, hashRefreshToken, openPair, sealPair } from './refresh-token-secret'
import { refreshExpiry, type SessionDeps, type SessionTokens } from './sessions'
import type { TokenAudience } from '../../../src/domain/token-audiences'

export type RefreshResult = { kind: 'refreshed'; tokens: SessionTokens } | { kind: 'rejected' }

// `accepted`: the audiences this surface refreshes (the portal serves shop and admin).
// Within the grace window a token already rotated gives the same pair again (two tabs racing).
export function refreshSession(deps: SessionDeps, accepted: readonly TokenAudience[]) {
  return async (presentedToken: string): Promise<RefreshResult> => {
    const now = deps.clock.now()
    let issued: SessionTokens | null = null
    const issue = async (owner: SessionOwner) => {
      const refreshToken = generateRefreshToken()
      const { audience, subjectId, familyId } = owner
      const accessToken = await deps.accessTokens.sign({ audience, subjectId, sessionId: familyId })
      const tokens = { accessToken, refreshToken }
      issued = tokens
      // Sealed with the presented token, for the racers that present it again (refresh-token-secret).
      const replayPair = sealPair(presentedToken, tokens)
      return { tokenHash: hashRefreshToken(refreshToken), expiresAt: refreshExpiry(deps.clock), replayPair }
    }
    const context = { now, acceptedAudiences: accepted }
    const outcome = await deps.refreshTokens.rotate(hashRefreshToken(presentedToken), context, issue)
    if (outcome.kind === 'rejected') return { kind: 'rejected' }
    const tokens = outcome.kind === 'replayed' ? openPair(presentedToken, outcome.replayPair) : issued
    return tokens === null ? { kind: 'rejected' } : { kind: 'refreshed', tokens }
  }
}
