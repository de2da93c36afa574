import type { AccessClaims } from './access-tokens'
import { hashRefreshToken } from './refresh-token-secret'
import type { SessionDeps } from './sessions'

// Ends the caller's session: the family named in the access token and, when given, the family of
// the refresh token, but only if that token belongs to the caller (no revoking someone else's).
export function logout(deps: Pick<SessionDeps, 'refreshTokens' | 'clock'>) {
  return async (caller: AccessClaims, refreshToken: string | null): Promise<void> => {
    const now = deps.clock.now()
    const families = new Set<string>()
    if (caller.sessionId !== null) families.add(caller.sessionId)
    if (refreshToken !== null) {
      const stored = await deps.refreshTokens.findByHash(hashRefreshToken(refreshToken))
      if (stored !== null && stored.audience === caller.audience && stored.subjectId === caller.subjectId) {
        families.add(stored.familyId)
      }
    }
    await deps.refreshTokens.revokeFamilies([...families], now)
  }
}
