import * as v from 'valibot'
import { ACCOUNT_ADMIN_MESSAGES as A } from '../../domain/messages/backoffice-messages'
import { accountBodies, emailField, loginText } from '../backoffice/account-fields'
import {
  RecordStampEntries,
  storefrontResource,
  BooleanQueryText,
  sortedListQuery,
} from '../backoffice/backoffice-shapes'
import { booleanField } from '../backoffice/catalog-fields'
import { Id } from '../wire-primitives'
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
  ...RecordStampEntries,
})
export type AccountWire = v.InferOutput<typeof AccountWire>

const identityEntries = {
  login: loginText(A.loginInvalid, A.loginTooLong),
  email: emailField(),
  active: v.optional(booleanField(), true),
}

const ACCOUNT_SCHEMAS = { item: AccountWire, ...accountBodies(identityEntries) }
export const { createBody: AccountBody, updateBody: AccountUpdateBody } = ACCOUNT_SCHEMAS
export type AccountBody = v.InferOutput<typeof AccountBody>
export type AccountBodyInput = v.InferInput<typeof AccountBody>
export type AccountUpdateBody = v.InferOutput<typeof AccountUpdateBody>

/** Filters: `q` (login, e-mail), `active` ('true' / 'false'). */
export const AccountListQuery = sortedListQuery(ACCOUNT_SORTS, { active: v.optional(BooleanQueryText) })
export type AccountListQuery = v.InferOutput<typeof AccountListQuery>

export const SHOWCASE_ADMINISTRATORS = storefrontResource(
  '/admin/administrators',
  'vitrine_administrator',
  ACCOUNT_SCHEMAS,
)
export const ECOMMERCE_USERS = storefrontResource('/admin/ecommerce-users', 'vitrine_ecommerce_user', ACCOUNT_SCHEMAS)
