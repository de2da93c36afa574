import * as v from 'valibot'
import { AdminLoginWire } from '../portal/auth'
import { SsoLoginWire } from '../portal/sso-auth'
import { Count, LineText } from '../wire-primitives'

// The administrators' second factor (decision 063): TOTP (RFC 6238) plus single-use recovery codes,
// for the e-commerce administrators (Portal API) and the showcase administrators (SSO step, Storefront API).

/**
 * What POST /admin/login and POST /admin/sso/vitrine/login answer (200) instead of tokens when the
 * account has the second factor on: a short-lived signed challenge, bound to the admin and the surface.
 */
export const SecondFactorChallengeWire = v.object({
  second_factor: v.literal('required'),
  challenge: v.string(),
})
export type SecondFactorChallengeWire = v.InferOutput<typeof SecondFactorChallengeWire>

/** A 6-digit TOTP code or a recovery code `xxxxx-xxxxx`; the server decides which by its form. */
const SecondFactorCode = v.pipe(LineText, v.trim(), v.nonEmpty(), v.maxLength(32))

/** POST /admin/login/second-factor and /admin/sso/vitrine/login/second-factor. */
export const SecondFactorCodeBody = v.object({
  challenge: v.pipe(LineText, v.trim(), v.nonEmpty(), v.maxLength(4000)),
  code: SecondFactorCode,
})
export type SecondFactorCodeBody = v.InferInput<typeof SecondFactorCodeBody>

/** Confirming an enrolment, regenerating recovery codes: a current code of the signed-in admin. */
export const SecondFactorCodeOnlyBody = v.object({ code: SecondFactorCode })
export type SecondFactorCodeOnlyBody = v.InferInput<typeof SecondFactorCodeOnlyBody>

/** GET /admin/security, GET /auth/security: `required` says the policy applies to this admin. */
export const SecondFactorStatusWire = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  recovery_codes_left: Count,
})
export type SecondFactorStatusWire = v.InferOutput<typeof SecondFactorStatusWire>

/** POST .../security/enrolment: the only time the secret leaves the server (base32, for manual entry). */
export const SecondFactorEnrolmentWire = v.object({ secret: v.string(), otpauth_uri: v.string() })
export type SecondFactorEnrolmentWire = v.InferOutput<typeof SecondFactorEnrolmentWire>

/** Ten single-use codes, shown once after enrolment or regeneration. */
export const RecoveryCodesWire = v.object({ recovery_codes: v.array(v.string()) })
export type RecoveryCodesWire = v.InferOutput<typeof RecoveryCodesWire>

/** Who must have the second factor: nobody, the super administrators, or every administrator. */
export const SecondFactorPolicy = v.picklist(['off', 'super', 'all'])
export type SecondFactorPolicy = v.InferOutput<typeof SecondFactorPolicy>

/** GET and PUT /admin/security/policy (the PUT's body has the same shape). */
export const SecondFactorPolicyWire = v.object({ policy: SecondFactorPolicy })
export type SecondFactorPolicyWire = v.InferOutput<typeof SecondFactorPolicyWire>

/** POST /admin/login: the tokens, or the challenge when the account has the second factor on. */
export const AdminLoginStepWire = v.union([AdminLoginWire, SecondFactorChallengeWire])
export type AdminLoginStepWire = v.InferOutput<typeof AdminLoginStepWire>

/** POST /admin/sso/vitrine/login: the SSO pair, or the challenge. */
export const SsoLoginStepWire = v.union([SsoLoginWire, SecondFactorChallengeWire])
export type SsoLoginStepWire = v.InferOutput<typeof SsoLoginStepWire>
