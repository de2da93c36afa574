import { createHash, hkdfSync } from 'node:crypto'

// The second factor's keys (docs/decisions/063-second-factor.md), all from one SECOND_FACTOR_KEY:
// one for the TOTP secrets at rest (AES-256-GCM), one for the sign-in challenges (HMAC), never the same.

/** Outside production: derived from JWT_SECRET, so that one secret keeps a development setup working. */
export const developmentSecondFactorKey = (jwtSecret: string): string =>
  createHash('sha256').update(`ecrin-second-factor-key:${jwtSecret}`).digest('hex')

export type SecondFactorKeys = { secretsKey: Buffer; challengeKey: Uint8Array }

const derive = (source: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', source, 'ecrin-second-factor', purpose, 32))

export function secondFactorKeys(source: string): SecondFactorKeys {
  return {
    secretsKey: derive(source, 'totp-secrets-aes-256-gcm'),
    challengeKey: new Uint8Array(derive(source, 'sign-in-challenge-hs256')),
  }
}
