import { randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { SECOND_FACTOR_CHALLENGE_TTL_MS } from '../../../src/domain/second-factor'
import type { Clock } from '../shared/clock'

// The password step's proof (docs/decisions/063-second-factor.md): a JWT signed with its own key (never
// JWT_SECRET's: it must not pass for an access token), bound to the administrator and to the door it came
// from, living five minutes. Its id (`jti`) makes it single-use: the store remembers the ones exchanged.

/** The door of the password step: the back office's /admin/login, or the showcase's SSO step. */
export type SignInSurface = 'admin' | 'sso'

const ISSUER = 'ecrin-second-factor'
const audienceOf = (surface: SignInSurface) => `second-factor:${surface}`

export type VerifiedChallenge = { adminId: number; challengeId: string; expiresAt: Date }

export type SignInChallenges = {
  issue(adminId: number, surface: SignInSurface): Promise<string>
  /** Null when forged, expired, or issued at another door. */
  verify(challenge: string, surface: SignInSurface): Promise<VerifiedChallenge | null>
}

export function joseSignInChallenges(key: Uint8Array, clock: Clock): SignInChallenges {
  return {
    issue(adminId, surface) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000)
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(audienceOf(surface))
        .setSubject(String(adminId))
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SECOND_FACTOR_CHALLENGE_TTL_MS / 1000)
        .sign(key)
    },
    async verify(challenge, surface) {
      try {
        const { payload } = await jwtVerify(challenge, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: audienceOf(surface),
          currentDate: clock.now(),
          requiredClaims: ['exp', 'sub', 'jti'],
        })
        const adminId = Number(payload.sub)
        if (!Number.isSafeInteger(adminId) || payload.jti === undefined || payload.exp === undefined) return null
        if (!/^[0-9a-f-]{36}$/.test(payload.jti)) return null
        return { adminId, challengeId: payload.jti, expiresAt: new Date(payload.exp * 1000) }
      } catch {
        return null
      }
    },
  }
}
