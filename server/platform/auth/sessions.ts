import { randomUUID } from 'node:crypto'
import type { Clock } from '../shared/clock'
import type { AccessTokens } from './access-tokens'
import type { RefreshTokenRepository } from './refresh-token-repository'
import { generateRefreshToken, hashRefreshToken, REFRESH_TOKEN_TTL_MS } from './refresh-token-secret'
import type { TokenAudience } from '../../../src/domain/token-audiences'

export type SessionTokens = { accessToken: string; refreshToken: string }

export type SessionDeps = {
  accessTokens: AccessTokens
  refreshTokens: RefreshTokenRepository
  clock: Clock
}

// A login opens a new refresh family; every later refresh stays in it (see refresh-session).
export async function startSession(
  deps: SessionDeps,
  audience: TokenAudience,
  subjectId: number,
): Promise<SessionTokens> {
  const familyId = randomUUID()
  const refreshToken = generateRefreshToken()
  await deps.refreshTokens.create({
    tokenHash: hashRefreshToken(refreshToken),
    familyId,
    audience,
    subjectId,
    expiresAt: refreshExpiry(deps.clock),
  })
  const accessToken = await deps.accessTokens.sign({ audience, subjectId, sessionId: familyId })
  return { accessToken, refreshToken }
}

export function refreshExpiry(clock: Clock): Date {
  return new Date(clock.now().getTime() + REFRESH_TOKEN_TTL_MS)
}
