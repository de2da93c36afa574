import * as v from 'valibot'
import { ACCOUNT_ADMIN_MESSAGES as M, BACKOFFICE_MESSAGES as B } from '../../domain/messages/backoffice-messages'
import { isStrongPassword, PASSWORD_MESSAGES } from '../../domain/password-rule'
import { oneLineChars } from '../wire-primitives'
import { VersionEntries } from './backoffice-shapes'

// Field schemas shared by the account forms (stores, administrators, settings) of both back offices.

/** A login or identifiant: what a person types at the login screen, no space, no accent. */
export const loginText = (invalid: string, tooLong: string) =>
  v.pipe(
    v.string(B.required),
    oneLineChars(),
    v.trim(),
    v.nonEmpty(B.required),
    v.maxLength(100, tooLong),
    v.regex(/^[A-Za-z0-9._@-]+$/, invalid),
  )

export const emailField = () =>
  v.pipe(
    v.string(B.required),
    oneLineChars(),
    v.trim(),
    v.nonEmpty(B.required),
    v.maxLength(254, M.emailTooLong),
    v.email(B.invalidEmail),
  )

// Bounded: hashing a megabyte "password" with argon2 is a cheap denial of service.
export const newPassword = () =>
  v.pipe(
    v.string(B.required),
    v.nonEmpty(B.required),
    v.maxLength(200, M.passwordTooLong),
    v.check(isStrongPassword, PASSWORD_MESSAGES.weak),
  )

/** On an update: absent, null or '' keeps the password; anything else must meet the rule. */
export const optionalNewPassword = () =>
  v.optional(
    v.pipe(
      v.nullable(v.string(B.required)),
      v.transform((text) => text ?? ''),
      v.maxLength(200, M.passwordTooLong),
      v.check((text) => text === '' || isStrongPassword(text), PASSWORD_MESSAGES.weak),
      v.transform((text): string | null => (text === '' ? null : text)),
    ),
    null,
  )

/**
 * The bodies of an account form of either back office, from its identity entries: a creation sets the
 * password, an update may keep it and sends the version read.
 */
export const accountBodies = <E extends v.ObjectEntries>(identity: E) => ({
  createBody: v.object({ ...identity, password: newPassword() }),
  updateBody: v.object({ ...identity, password: optionalNewPassword(), ...VersionEntries }),
})
