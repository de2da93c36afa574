import type { AdminRole } from './admin-roles'

// The administrators' second factor (docs/decisions/063-second-factor.md): TOTP per RFC 6238 with the
// authenticator apps' defaults, single-use recovery codes, and who must have it.

export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
/** Clock drift tolerated between the phone and the server, in time steps either side. */
export const TOTP_DRIFT_STEPS = 1
export const RECOVERY_CODE_COUNT = 10
/** How long the password step's challenge waits for its code. */
export const SECOND_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000

export const SECOND_FACTOR_POLICIES = ['off', 'super', 'all'] as const
export type SecondFactorPolicy = (typeof SECOND_FACTOR_POLICIES)[number]

/** The RFC 6238 time step of an instant. */
export const timeStepAt = (epochMs: number): number => Math.floor(epochMs / 1000 / TOTP_PERIOD_SECONDS)

export type TotpVerdict =
  | { kind: 'accepted'; step: number }
  /** `replayed`: the code matches a step already used (or an earlier one): refused all the same. */
  | { kind: 'refused'; reason: 'no-match' | 'replayed' }

/**
 * The window rule: a code is accepted for a step within TOTP_DRIFT_STEPS of the current one, later
 * than the last step used (so each code works once, and an older code never after a newer one).
 * `matches(step)` says whether the code is the one of that step; the oldest matching step is taken.
 */
export function judgeTotpCode(input: {
  currentStep: number
  lastUsedStep: number | null
  matches: (step: number) => boolean
}): TotpVerdict {
  let replayed = false
  for (let step = input.currentStep - TOTP_DRIFT_STEPS; step <= input.currentStep + TOTP_DRIFT_STEPS; step++) {
    if (!input.matches(step)) continue
    if (input.lastUsedStep !== null && step <= input.lastUsedStep) {
      replayed = true
      continue
    }
    return { kind: 'accepted', step }
  }
  return { kind: 'refused', reason: replayed ? 'replayed' : 'no-match' }
}

/** Whether the policy obliges an administrator of this role to have the second factor. */
export function isSecondFactorRequired(policy: SecondFactorPolicy, role: AdminRole): boolean {
  if (policy === 'all') return true
  return policy === 'super' && role === 'super_admin'
}

export type SecondFactorCode =
  | { kind: 'totp'; code: string }
  | { kind: 'recovery'; code: string }
  | { kind: 'malformed' }

const TOTP_FORM = new RegExp(`^\\d{${TOTP_DIGITS}}$`)
const RECOVERY_FORM = /^[a-z0-9]{5}-[a-z0-9]{5}$/

/**
 * What a typed code is: six digits (spaces allowed, as apps show "123 456"), or a recovery code
 * `xxxxx-xxxxx` in any case. Anything else is no code at all.
 */
export function readSecondFactorCode(typed: string): SecondFactorCode {
  const compact = typed.replace(/\s+/g, '').toLowerCase()
  if (TOTP_FORM.test(compact)) return { kind: 'totp', code: compact }
  if (RECOVERY_FORM.test(compact)) return { kind: 'recovery', code: compact }
  return { kind: 'malformed' }
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/**
 * A recovery code from random bytes (10 of them): 10 characters of an alphabet without look-alikes
 * (no 0/o, 1/l/i), grouped 5-5. Pure, so the form is provable; the server brings the randomness.
 */
export function recoveryCodeFrom(bytes: Uint8Array): string {
  const characters = Array.from(bytes.slice(0, 10), (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length])
  const text = characters.join('')
  return `${text.slice(0, 5)}-${text.slice(5, 10)}`
}
