import * as v from 'valibot'
import { LineText, MultiLineText } from '../wire-primitives'

// The shop's account calls of the Portal API. Successes
// answer `MessageWire` (wire-primitives).
// Bodies export their input type: what the browser writes, before the server trims it.

// Bounded: hashing a megabyte "password" with argon2 is a cheap denial of service.
const Password = v.pipe(MultiLineText, v.maxLength(1000))

/** POST /forgot-password, no token. */
export const ForgotPasswordBody = v.object({
  identifiant: v.pipe(LineText, v.trim(), v.nonEmpty(), v.maxLength(200)),
})
export type ForgotPasswordBody = v.InferInput<typeof ForgotPasswordBody>

/** POST /change-password from a reset link, no token. */
export const ResetPasswordBody = v.object({
  token: v.pipe(LineText, v.nonEmpty(), v.maxLength(200)),
  password: Password,
  password_confirmation: Password,
})
export type ResetPasswordBody = v.InferInput<typeof ResetPasswordBody>

/** POST /change-password as the logged-in shop. */
export const ChangePasswordBody = v.object({
  data: v.object({ current_password: Password, password: Password, password_confirmation: Password }),
})
export type ChangePasswordBody = v.InferInput<typeof ChangePasswordBody>

/** GET /auth/ecommerce/authentication-link. */
export const EcommerceLinkWire = v.object({ link: v.string() })
export type EcommerceLinkWire = v.InferOutput<typeof EcommerceLinkWire>
