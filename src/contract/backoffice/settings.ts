import * as v from 'valibot'
import { ACCOUNT_ADMIN_MESSAGES as M, BACKOFFICE_MESSAGES as B } from '../../domain/messages/backoffice-messages'
import { Cents, Id, IsoInstant, multiLineChars } from '../wire-primitives'
import { emailField } from './account-fields'
import { adminResource, versioned } from './backoffice-shapes'
import { integerIn, MAX_CENTS, requiredText } from './catalog-fields'

// The company-wide settings (/backoffice/parametres): GET /admin/settings for any e-commerce
// administrator, PUT /admin/settings for super administrators. One record (id 1), always present.
// The VAT rate prices every cart at once; an order keeps the rate it was placed at.

export const SettingsWire = v.object({
  id: Id,
  /** Cents HT, charged when a brand sets no fee of its own and franco is not reached. */
  default_shipping_fee: Cents,
  /** A whole percentage, 0 to 100. */
  vat_rate_percent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  company_name: v.string(),
  company_address: v.string(),
  company_email: v.string(),
  order_notification_email: v.string(),
  version: Id,
  updated_at: IsoInstant,
})
export type SettingsWire = v.InferOutput<typeof SettingsWire>

const companyAddress = () =>
  v.optional(
    v.pipe(
      v.nullable(v.string(B.required)),
      v.transform((text) => text ?? ''),
      multiLineChars(),
      v.trim(),
      v.maxLength(1000, M.companyAddressTooLong),
    ),
    '',
  )

const settingsEntries = {
  default_shipping_fee: integerIn(0, MAX_CENTS, { low: M.notNegative, high: M.amountTooLarge }),
  vat_rate_percent: integerIn(0, 100, { low: M.vatRateRange, high: M.vatRateRange }),
  company_name: requiredText(200, M.companyNameTooLong),
  company_address: companyAddress(),
  company_email: emailField(),
  order_notification_email: emailField(),
}

/** Not a list: GET and PUT of the one record at `path`; `createBody` is the form without its version. */
export const SETTINGS = adminResource('/admin/settings', 'settings', versioned(SettingsWire, settingsEntries))
export const { createBody: SettingsBody, updateBody: SettingsUpdateBody } = SETTINGS
export type SettingsBody = v.InferOutput<typeof SettingsBody>
export type SettingsBodyInput = v.InferInput<typeof SettingsBody>
export type SettingsUpdateBody = v.InferOutput<typeof SettingsUpdateBody>
