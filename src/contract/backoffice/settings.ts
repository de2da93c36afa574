import * as v from 'valibot'
import { ACCOUNT_ADMIN_MESSAGES as M, BACKOFFICE_MESSAGES as B } from '../../domain/messages/backoffice-messages'
import { MAX_VAT_RATE_BASIS_POINTS, parseVatRate } from '../../domain/vat-rate'
import { CalendarDay, Cents, Id, IsoInstant, multiLineChars } from '../wire-primitives'
import { emailField } from './account-fields'
import { adminResource, versioned, withVersion } from './backoffice-shapes'
import { integerIn, MAX_CENTS, requiredText } from './catalog-fields'

// The company-wide settings (/backoffice/parametres): GET /admin/settings for any e-commerce
// administrator, PUT /admin/settings for super administrators. One record (id 1), always present.
// The VAT rate prices every cart at once; an order keeps the rate it was placed at. It travels in basis
// points (2000 = 20 %, 550 = 5,5 %), as it is stored (docs/decisions/071-vat-rate-basis-points.md); the
// spec names no field here, so the wire takes the domain's name.

export const SettingsWire = v.object({
  id: Id,
  /** Cents HT, charged when a brand sets no fee of its own and franco is not reached. */
  default_shipping_fee: Cents,
  /** Basis points, 0 to 10 000 (0 % to 100 %). */
  vat_rate_basis_points: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_VAT_RATE_BASIS_POINTS)),
  company_name: v.string(),
  company_address: v.string(),
  company_email: v.string(),
  order_notification_email: v.string(),
  /** Working days an order waits for its head office before it is reminded, 1 to 30 (decision 074). */
  validation_reminder_days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30)),
  /** The company's closing days, Paris days sorted (docs/decisions/075-price-tiers-price-lists-lead-times.md). */
  closure_days: v.array(CalendarDay),
  /** Working days a proof waits for its approver before a reminder, 1 to 30 (docs/decisions/076). */
  proof_reminder_days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30)),
  /** Weeks of call-offs the stock forecast averages, 1 to 52 (docs/decisions/077-brand-stock.md). */
  stock_forecast_weeks: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(52)),
  /** Working days before a relaunch day when its warning is mailed, 1 to 60 (decision 077). */
  stock_alert_days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60)),
  version: Id,
  updated_at: IsoInstant,
})
export type SettingsWire = v.InferOutput<typeof SettingsWire>

const REMINDER_DAYS_RANGE = 'Le délai de rappel est un nombre entier de jours ouvrés, de 1 à 30.'
const PROOF_REMINDER_DAYS_RANGE = 'Le délai de rappel des BAT est un nombre entier de jours ouvrés, de 1 à 30.'
const STOCK_FORECAST_WEEKS_RANGE = 'La prévision porte sur un nombre entier de semaines, de 1 à 52.'
const STOCK_ALERT_DAYS_RANGE = 'Le délai d’alerte de relance est un nombre entier de jours ouvrés, de 1 à 60.'

export const MAX_CLOSURE_DAYS = 60
export const CLOSURE_DAYS_TOO_MANY = `Au plus ${MAX_CLOSURE_DAYS} jours de fermeture.`
export const closureDayInvalid = (position: number) =>
  `Jour de fermeture ${position} : saisissez une date valide (jj/mm/aaaa).`

const isDay = (day: unknown) => v.is(CalendarDay, day)

/**
 * The closing days (decision 075): each a Paris day 'YYYY-MM-DD'; duplicates merged and sorted before
 * they are stored, at most 60 once merged. A bad day is named by its position on the array's own path, so
 * that the form shows it under the group whatever row it is in.
 */
export const ClosureDays = v.pipe(
  v.array(v.unknown(), closureDayInvalid(1)),
  v.check(
    (days) => days.every(isDay),
    (issue) => closureDayInvalid((issue.input as unknown[]).findIndex((day) => !isDay(day)) + 1),
  ),
  v.transform((days) => [...new Set(days.map((day) => v.parse(CalendarDay, day)))].sort()),
  v.maxLength(MAX_CLOSURE_DAYS, CLOSURE_DAYS_TOO_MANY),
)

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
  vat_rate_basis_points: integerIn(0, MAX_VAT_RATE_BASIS_POINTS, { low: M.vatRateRange, high: M.vatRateRange }),
  company_name: requiredText(200, M.companyNameTooLong),
  company_address: companyAddress(),
  company_email: emailField(),
  order_notification_email: emailField(),
  validation_reminder_days: integerIn(1, 30, { low: REMINDER_DAYS_RANGE, high: REMINDER_DAYS_RANGE }),
  /** Absent: the stored closing days stay as they are (a client that does not know them yet). */
  closure_days: v.optional(ClosureDays),
  /** Absent: the stored delay stays as it is. */
  proof_reminder_days: v.optional(
    integerIn(1, 30, { low: PROOF_REMINDER_DAYS_RANGE, high: PROOF_REMINDER_DAYS_RANGE }),
  ),
  /** Absent: the stored values stay as they are (decision 077). */
  stock_forecast_weeks: v.optional(
    integerIn(1, 52, { low: STOCK_FORECAST_WEEKS_RANGE, high: STOCK_FORECAST_WEEKS_RANGE }),
  ),
  stock_alert_days: v.optional(integerIn(1, 60, { low: STOCK_ALERT_DAYS_RANGE, high: STOCK_ALERT_DAYS_RANGE })),
}

/** Not a list: GET and PUT of the one record at `path`; `createBody` is the form without its version. */
export const SETTINGS = adminResource('/admin/settings', 'settings', versioned(SettingsWire, settingsEntries))
export const { createBody: SettingsBody, updateBody: SettingsUpdateBody } = SETTINGS
export type SettingsBody = v.InferOutput<typeof SettingsBody>
export type SettingsBodyInput = v.InferInput<typeof SettingsBody>
export type SettingsUpdateBody = v.InferOutput<typeof SettingsUpdateBody>

/** A basis-points rate that was typed in percent and could not be read: the schema answers in French. */
const UNREAD_RATE = Number.NaN

/**
 * The settings form's body: the same fields, but the rate as the administrator types it, in percent the
 * French way ("5,5", "20"), read by the domain (src/domain/vat-rate.ts) into basis points.
 */
export const SettingsFormBody = withVersion({
  ...settingsEntries,
  vat_rate_basis_points: v.pipe(
    v.string(M.vatRateRange),
    v.check((text) => parseVatRate(text).kind !== 'empty', B.required),
    v.transform((text) => {
      const reading = parseVatRate(text)
      return reading.kind === 'rate' ? reading.basisPoints : UNREAD_RATE
    }),
    v.number(M.vatRateRange),
  ),
  // The form holds one row per day (`{ day }`), as its repeatable controls need: read as the wire's array.
  closure_days: v.pipe(
    v.array(v.object({ day: v.string() })),
    v.transform((rows): unknown[] => rows.map((row) => row.day)),
    ClosureDays,
  ),
})
