import * as v from 'valibot'
import { ADMINISTRATOR_SORTS } from './list-sorts'
import { ACCOUNT_ADMIN_MESSAGES as M } from '../../domain/messages/backoffice-messages'
import { Id } from '../wire-primitives'
import { accountBodies, emailField, loginText } from './account-fields'
import { RecordStampEntries, adminResource, BooleanQuery, sortedListQuery } from './backoffice-shapes'
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
  ...RecordStampEntries,
})
export type AdministratorWire = v.InferOutput<typeof AdministratorWire>
export const AdministratorsWire = v.array(AdministratorWire)

const roleField = () => v.picklist(ADMINISTRATOR_ROLES, M.roleInvalid)

const identityEntries = {
  login: loginText(M.loginInvalid, M.loginTooLong),
  email: emailField(),
  role: roleField(),
  active: booleanField(),
}

const ADMINISTRATOR_BODIES = accountBodies(identityEntries)
export const { createBody: AdministratorBody, updateBody: AdministratorUpdateBody } = ADMINISTRATOR_BODIES
export type AdministratorBody = v.InferOutput<typeof AdministratorBody>
export type AdministratorBodyInput = v.InferInput<typeof AdministratorBody>
export type AdministratorUpdateBody = v.InferOutput<typeof AdministratorUpdateBody>

export type AdministratorSort = (typeof ADMINISTRATOR_SORTS)[number]

/** Filters: `role`, `active` ('true' / 'false'), `q` (login, e-mail). */
export const AdministratorListQuery = sortedListQuery(ADMINISTRATOR_SORTS, {
  role: v.optional(v.picklist(ADMINISTRATOR_ROLES)),
  active: v.optional(BooleanQuery),
})
export type AdministratorListQuery = v.InferOutput<typeof AdministratorListQuery>

export const ADMINISTRATORS = adminResource('/admin/administrators', 'administrator', {
  item: AdministratorWire,
  ...ADMINISTRATOR_BODIES,
})
