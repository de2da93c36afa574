import * as v from 'valibot'
import { ADMINISTRATOR_SORTS } from './list-sorts'
import { ACCOUNT_ADMIN_MESSAGES as M, BACKOFFICE_MESSAGES as B } from '../../domain/messages/backoffice-messages'
import { isStrongPassword, PASSWORD_MESSAGES } from '../../domain/password-rule'
import { Id, IsoInstant } from '../wire-primitives'
import { emailField, loginText } from './account-fields'
import { AdminListQueryEntries, VersionEntries, type AdminResource } from './backoffice-shapes'
import { booleanField } from './catalog-fields'

// Administrators of the e-commerce back office, for super administrators only:
// GET/POST /admin/administrators, GET/PUT/DELETE /admin/administrators/{id},
// GET /admin/administrators/export.csv. Showcase (vitrine) administrators are neither listed nor
// editable here. Nobody deletes or deactivates themselves, and one active super administrator remains.

/** The roles this screen gives; `vitrine` belongs to the showcase back office. */
export const ADMINISTRATOR_ROLES = ['super_admin', 'admin'] as const
export type AdministratorRole = (typeof ADMINISTRATOR_ROLES)[number]
export const ADMINISTRATOR_ROLE_LABELS: Record<AdministratorRole, string> = {
  super_admin: 'Super administrateur',
  admin: 'Administrateur',
}

export const AdministratorWire = v.object({
  id: Id,
  login: v.string(),
  email: v.string(),
  role: v.picklist(ADMINISTRATOR_ROLES),
  active: v.boolean(),
  version: Id,
  created_at: IsoInstant,
  updated_at: IsoInstant,
})
export type AdministratorWire = v.InferOutput<typeof AdministratorWire>
export const AdministratorsWire = v.array(AdministratorWire)

const roleField = () => v.picklist(ADMINISTRATOR_ROLES, M.roleInvalid)

// Bounded: hashing a megabyte "password" with argon2 is a cheap denial of service.
const newPassword = () =>
  v.pipe(
    v.string(B.required),
    v.nonEmpty(B.required),
    v.maxLength(200, M.passwordTooLong),
    v.check(isStrongPassword, PASSWORD_MESSAGES.weak),
  )

/** On an update: absent, null or '' keeps the password; anything else must meet the rule. */
const optionalNewPassword = () =>
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

const identityEntries = {
  login: loginText(M.loginInvalid, M.loginTooLong),
  email: emailField(),
  role: roleField(),
  active: booleanField(),
}

export const AdministratorBody = v.object({ ...identityEntries, password: newPassword() })
export type AdministratorBody = v.InferOutput<typeof AdministratorBody>
export type AdministratorBodyInput = v.InferInput<typeof AdministratorBody>

export const AdministratorUpdateBody = v.object({
  ...identityEntries,
  password: optionalNewPassword(),
  ...VersionEntries,
})
export type AdministratorUpdateBody = v.InferOutput<typeof AdministratorUpdateBody>

export type AdministratorSort = (typeof ADMINISTRATOR_SORTS)[number]

/** Filters: `role`, `active` ('true' / 'false'), `q` (login, e-mail). */
export const AdministratorListQuery = v.object({
  ...AdminListQueryEntries,
  _sort: v.optional(v.picklist(ADMINISTRATOR_SORTS)),
  role: v.optional(v.picklist(ADMINISTRATOR_ROLES)),
  active: v.optional(
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((text) => text === 'true'),
    ),
  ),
})
export type AdministratorListQuery = v.InferOutput<typeof AdministratorListQuery>

export const ADMINISTRATORS: AdminResource<
  typeof AdministratorWire,
  typeof AdministratorBody,
  typeof AdministratorUpdateBody
> = {
  path: '/admin/administrators',
  entity: 'administrator',
  item: AdministratorWire,
  createBody: AdministratorBody,
  updateBody: AdministratorUpdateBody,
}
