import * as v from 'valibot'
import { ACCOUNT_ADMIN_MESSAGES as A, BACKOFFICE_MESSAGES as B } from '../../domain/messages/backoffice-messages'
import { isStrongPassword, PASSWORD_MESSAGES } from '../../domain/password-rule'
import { emailField, loginText } from '../backoffice/account-fields'
import { AdminListQueryEntries, VersionEntries, type AdminResource } from '../backoffice/backoffice-shapes'
import { booleanField } from '../backoffice/catalog-fields'
import { Id, IsoInstant, LineText } from '../wire-primitives'
import { ACCOUNT_SORTS } from './list-sorts'

// The two account screens of the showcase back office (decision 036), one shape for both:
// - /admin/administrators: the showcase administrators (role `vitrine`);
// - /admin/ecommerce-users: the e-commerce back office's administrators of role `admin` only. Super
//   administrators are never listed there and answer 404: a showcase administrator cannot touch one.
// GET/POST path, GET/PUT/DELETE path/{id}. Nobody deactivates or deletes themselves, and the last active
// showcase administrator stays.

export type AccountSort = (typeof ACCOUNT_SORTS)[number]

export const AccountWire = v.object({
  id: Id,
  login: v.string(),
  email: v.string(),
  active: v.boolean(),
  version: Id,
  created_at: IsoInstant,
  updated_at: IsoInstant,
})
export type AccountWire = v.InferOutput<typeof AccountWire>

// Bounded: hashing a megabyte "password" with argon2 is a cheap denial of service.
const newPassword = () =>
  v.pipe(
    v.string(B.required),
    v.nonEmpty(B.required),
    v.maxLength(200, A.passwordTooLong),
    v.check(isStrongPassword, PASSWORD_MESSAGES.weak),
  )

/** On an update: absent, null or '' keeps the password; anything else must meet the rule. */
const optionalNewPassword = () =>
  v.optional(
    v.pipe(
      v.nullable(v.string(B.required)),
      v.transform((text) => text ?? ''),
      v.maxLength(200, A.passwordTooLong),
      v.check((text) => text === '' || isStrongPassword(text), PASSWORD_MESSAGES.weak),
      v.transform((text): string | null => (text === '' ? null : text)),
    ),
    null,
  )

const identityEntries = {
  login: loginText(A.loginInvalid, A.loginTooLong),
  email: emailField(),
  active: v.optional(booleanField(), true),
}

export const AccountBody = v.object({
  ...identityEntries,
  password: newPassword(),
})
export type AccountBody = v.InferOutput<typeof AccountBody>
export type AccountBodyInput = v.InferInput<typeof AccountBody>
export const AccountUpdateBody = v.object({
  ...identityEntries,
  password: optionalNewPassword(),
  ...VersionEntries,
})
export type AccountUpdateBody = v.InferOutput<typeof AccountUpdateBody>

/** Filters: `q` (login, e-mail), `active` ('true' / 'false'). */
export const AccountListQuery = v.object({
  ...AdminListQueryEntries,
  _sort: v.optional(v.picklist(ACCOUNT_SORTS)),
  active: v.optional(
    v.pipe(
      LineText,
      v.picklist(['true', 'false']),
      v.transform((text) => text === 'true'),
    ),
  ),
})
export type AccountListQuery = v.InferOutput<typeof AccountListQuery>

type AccountResource = AdminResource<typeof AccountWire, typeof AccountBody, typeof AccountUpdateBody>

export const SHOWCASE_ADMINISTRATORS: AccountResource = {
  path: '/admin/administrators',
  surface: 'storefront',
  entity: 'vitrine_administrator',
  item: AccountWire,
  createBody: AccountBody,
  updateBody: AccountUpdateBody,
}

export const ECOMMERCE_USERS: AccountResource = {
  path: '/admin/ecommerce-users',
  surface: 'storefront',
  entity: 'vitrine_ecommerce_user',
  item: AccountWire,
  createBody: AccountBody,
  updateBody: AccountUpdateBody,
}
