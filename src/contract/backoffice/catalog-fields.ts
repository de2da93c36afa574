import * as v from 'valibot'
import { BACKOFFICE_MESSAGES as B, CATALOG_MESSAGES as M } from '../../domain/messages/backoffice-messages'
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../../domain/slug'
import { MAX_ID, oneLineChars, multiLineChars } from '../wire-primitives'

// Field schemas of the catalogue forms (brands, categories, products), with their French messages.
// Forms may send numbers as text and an emptied optional field as '': both are read here, so the
// browser's form and the server validate with the very same schema.

/** A required one-line text, trimmed, of at most `max` characters. */
export const requiredText = (max: number, tooLong: string) =>
  v.pipe(v.string(B.required), oneLineChars(), v.trim(), v.nonEmpty(B.required), v.maxLength(max, tooLong))

/** An optional text: '' and null become null. */
export const optionalText = (max: number, tooLong: string, multiLine = false) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(B.required)),
      v.transform((text) => (text === null ? '' : text)),
      multiLine ? multiLineChars() : oneLineChars(),
      v.trim(),
      v.maxLength(max, tooLong),
      v.transform((text): string | null => (text === '' ? null : text)),
    ),
    null,
  )

/** A slug, or '' when left empty: the server then makes one from the name or the title (src/domain/slug.ts). */
export const slugOrEmpty = (messages: { slugInvalid: string; slugTooLong: string }) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(messages.slugInvalid)),
      v.transform((text) => (text ?? '').trim()),
      oneLineChars(),
      v.maxLength(MAX_SLUG_LENGTH, messages.slugTooLong),
      v.check((text) => text === '' || SLUG_PATTERN.test(text), messages.slugInvalid),
    ),
    '',
  )

/** An optional text whose absence is stored as '' (a text column without null). */
export const textOrEmpty = (max: number, tooLong: string, multiLine = false) =>
  v.pipe(
    optionalText(max, tooLong, multiLine),
    v.transform((text) => text ?? ''),
  )

/** An emptied optional field: '' or null, read as null. */
export const Blank = v.pipe(
  v.union([v.literal(''), v.null()]),
  v.transform((): null => null),
)

const IntegerText = v.pipe(v.string(), v.trim(), v.regex(/^-?\d{1,15}$/, M.integerExpected), v.transform(Number))

/** A whole number between `min` and `max`, sent as a number or its text. */
export const integerIn = (min: number, max: number, messages: { low: string; high: string }) =>
  v.pipe(
    v.union([v.number(M.integerExpected), IntegerText], M.integerExpected),
    v.integer(M.integerExpected),
    v.minValue(min, messages.low),
    v.maxValue(max, messages.high),
  )

/** The same, but optional: absent, null or '' is null ("not set"). */
export const optionalIntegerIn = (min: number, max: number, messages: { low: string; high: string }) =>
  v.optional(v.union([Blank, integerIn(min, max, messages)], M.integerExpected), null)

/** Up to 1 000 000 € HT in cents: far beyond any catalogue amount, far below 2^53. */
export const MAX_CENTS = 100_000_000
export const centsField = () => integerIn(0, MAX_CENTS, { low: M.notNegative, high: M.amountTooLarge })
export const optionalCents = () => optionalIntegerIn(0, MAX_CENTS, { low: M.notNegative, high: M.amountTooLarge })

/** An optional one-line text checked by `valid`; '' and null become null. */
export const optionalChecked = (max: number, tooLong: string, valid: (text: string) => boolean, invalid: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(invalid)),
      v.transform((text) => (text ?? '').trim()),
      oneLineChars(),
      v.maxLength(max, tooLong),
      v.check((text) => text === '' || valid(text), invalid),
      v.transform((text): string | null => (text === '' ? null : text)),
    ),
    null,
  )

/** An optional http(s) address; '' clears it. */
export const optionalWebUrl = () => optionalChecked(500, M.urlTooLong, isWebUrl, B.invalidUrl)

export function isWebUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text) || !URL.canParse(text)) return false
  return new URL(text).hostname.includes('.') || new URL(text).hostname === 'localhost'
}

/** A yes/no, sent as a boolean (or 'true'/'false' from a query-like form). */
export const booleanField = () =>
  v.union(
    [
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false']),
        v.transform((text) => text === 'true'),
      ),
    ],
    M.booleanExpected,
  )

/** An id chosen in a list (a brand, a category), sent as a number or its text. */
export const chosenId = (missing: string) =>
  v.pipe(
    v.union(
      [v.number(missing), v.pipe(v.string(missing), v.trim(), v.regex(/^\d{1,9}$/, missing), v.transform(Number))],
      missing,
    ),
    v.integer(missing),
    v.minValue(1, missing),
    v.maxValue(MAX_ID, missing),
  )
