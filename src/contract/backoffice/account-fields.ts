import * as v from 'valibot'
import { ACCOUNT_ADMIN_MESSAGES as M, BACKOFFICE_MESSAGES as B } from '../../domain/messages/backoffice-messages'
import { oneLineChars } from '../wire-primitives'

// Field schemas shared by the account forms (stores, administrators, settings).

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
