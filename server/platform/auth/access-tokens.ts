import { jwtVerify, SignJWT } from 'jose'
import * as v from 'valibot'
import type { Clock } from '../shared/clock'
import { TOKEN_AUDIENCES, type TokenAudience } from '../../../src/domain/token-audiences'
import type { AccessClaims } from './access-claims'
import { verifiedTokenCache } from './verified-token-cache'

export const ACCESS_TOKEN_TTL_SECONDS: Record<TokenAudience, number> = {
  shop: 15 * 60,
  admin: 15 * 60,
  sso: 2 * 60,
  'storefront-admin': 15 * 60,
}

const ISSUER = 'ecrin'

export type { AccessClaims }

export type AccessTokens = {
  sign(claims: AccessClaims): Promise<string>
  verify(token: string, accepted: readonly TokenAudience[]): Promise<AccessClaims | null>
}

const PayloadSchema = v.object({
  sub: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/)),
  aud: v.union([
    v.picklist(TOKEN_AUDIENCES),
    v.pipe(
      v.array(v.string()),
      v.length(1),
      v.transform((list) => list[0]),
      v.picklist(TOKEN_AUDIENCES),
    ),
  ]),
  sid: v.optional(v.string()),
})

export function createAccessTokens(options: { secret: string; clock: Clock }): AccessTokens {
  const key = new TextEncoder().encode(options.secret)
  const verified = verifiedTokenCache()
  return {
    async sign(claims) {
      const issuedAt = Math.floor(options.clock.now().getTime() / 1000)
      const payload = claims.sessionId === null ? {} : { sid: claims.sessionId }
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(claims.audience)
        .setSubject(String(claims.subjectId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS[claims.audience])
        .sign(key)
    },
    async verify(token, accepted) {
      if (accepted.length === 0) return null
      const known = verified.find(token, Math.floor(options.clock.now().getTime() / 1000))
      // The audience is the caller's question, not the token's: asked again on every request.
      if (known !== null) return accepted.includes(known.audience) ? { ...known } : null
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: [...accepted],
          currentDate: options.clock.now(),
          requiredClaims: ['exp', 'sub', 'aud'],
        })
        const claims = v.safeParse(PayloadSchema, payload)
        if (!claims.success || payload.exp === undefined) return null
        const output: AccessClaims = {
          audience: claims.output.aud,
          subjectId: Number(claims.output.sub),
          sessionId: claims.output.sid ?? null,
        }
        verified.keep(token, output, payload.exp)
        return { ...output }
      } catch {
        // Expired, forged, malformed or another audience: all mean "not a credential here".
        return null
      }
    },
  }
}
