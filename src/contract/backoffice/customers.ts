import * as v from 'valibot'
import { CUSTOMER_SORTS } from './list-sorts'
import { ACCOUNT_ADMIN_MESSAGES as M } from '../../domain/messages/backoffice-messages'
import { Id, NullableText, QueryId } from '../wire-primitives'
import { emailField, loginText } from './account-fields'
import { RecordStampEntries, adminResource, BooleanQuery, sortedListQuery, versioned } from './backoffice-shapes'
import { booleanField, chosenId, requiredText } from './catalog-fields'

// Stores (magasins, the shop accounts) of the e-commerce back office: GET/POST /admin/customers,
// GET/PUT/DELETE /admin/customers/{id}, GET /admin/customers/export.csv, POST /admin/customers/bulk
// (activate / deactivate) and POST /admin/customers/{id}/password-link (mails a one-time link with
// which the shop sets its password). There is never a password field: a new shop cannot log in until
// it has set one from that link.

export const CustomerWire = v.object({
  id: Id,
  brand_id: Id,
  brand_name: v.string(),
  identifiant: v.string(),
  name: v.string(),
  email: v.string(),
  address_line1: v.string(),
  postal_code: v.string(),
  city: v.string(),
  country: v.string(),
  validator_id: v.nullable(Id),
  validator_identifiant: NullableText,
  active: v.boolean(),
  /** false until the shop has set its password from the mailed link. */
  has_password: v.boolean(),
  ...RecordStampEntries,
})
export type CustomerWire = v.InferOutput<typeof CustomerWire>
export const CustomersWire = v.array(CustomerWire)

/** A validator: none ('' or null), or another shop of the same brand (checked by the server). */
const validatorField = () =>
  v.optional(
    v.union(
      [
        v.pipe(
          v.union([v.literal(''), v.null()]),
          v.transform(() => null),
        ),
        chosenId(M.validatorInvalid),
      ],
      M.validatorInvalid,
    ),
    null,
  )

const customerEntries = {
  brand_id: chosenId(M.brandRequired),
  identifiant: loginText(M.identifiantInvalid, M.identifiantTooLong),
  name: requiredText(200, M.nameTooLong),
  email: emailField(),
  address_line1: requiredText(300, M.addressTooLong),
  postal_code: requiredText(20, M.postalCodeTooLong),
  city: requiredText(120, M.cityTooLong),
  country: requiredText(80, M.countryTooLong),
  validator_id: validatorField(),
  active: booleanField(),
}

export const CUSTOMERS = adminResource('/admin/customers', 'customer', versioned(CustomerWire, customerEntries))
export const { createBody: CustomerBody, updateBody: CustomerUpdateBody } = CUSTOMERS
export type CustomerBody = v.InferOutput<typeof CustomerBody>
export type CustomerBodyInput = v.InferInput<typeof CustomerBody>
export type CustomerUpdateBody = v.InferOutput<typeof CustomerUpdateBody>

export type CustomerSort = (typeof CUSTOMER_SORTS)[number]

/** Filters: `brand_id`, `active` ('true' / 'false'), `q` (name, identifiant, e-mail, city). */
export const CustomerListQuery = sortedListQuery(CUSTOMER_SORTS, {
  brand_id: v.optional(QueryId),
  active: v.optional(BooleanQuery),
})
export type CustomerListQuery = v.InferOutput<typeof CustomerListQuery>

export const CUSTOMER_BULK_ACTIONS = ['activate', 'deactivate'] as const
