import { timingSafeEqual } from 'node:crypto'
import { HOTP, Secret, TOTP } from 'otpauth'
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../../../src/domain/second-factor'

// RFC 6238 with the authenticator apps' defaults (SHA-1, 6 digits, 30 s) through otpauth, a kept library
// (docs/decisions/063-second-factor.md). The window and replay rule is the domain's (judgeTotpCode): this
// file only computes the code of one time step.

const ALGORITHM = 'SHA1'
const ISSUER = 'Écrin'

/** A new random secret (160 bits, RFC 4226's recommended length), in base32 for the apps. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** The otpauth:// URI the QR code carries. */
export function otpauthUri(secretBase32: string, accountLabel: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: accountLabel,
    secret: Secret.fromBase32(secretBase32),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString()
}

/** The code of a time step (TOTP is HOTP over the step number). */
export const totpCodeAt = (secretBase32: string, step: number): string =>
  HOTP.generate({ secret: Secret.fromBase32(secretBase32), algorithm: ALGORITHM, digits: TOTP_DIGITS, counter: step })

/** Constant-time comparison: how much of a wrong code matched must not show in the answer time. */
export function sameCode(expected: string, typed: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(typed)
  return a.length === b.length && timingSafeEqual(a, b)
}
