import * as v from 'valibot'

// Building blocks of both APIs' wire shapes (snake_case, as sent). Response shapes carry no
// transform: what the server presents is exactly what the browser parses.

export const Id = v.pipe(v.number(), v.integer())
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0))
/** Integer cents; a float here would be a server bug that the UI must not round silently. */
export const Cents = v.pipe(v.number(), v.integer())
/** A text the server always sends, null when empty. */
export const NullableText = v.nullable(v.string())
/** Instants travel as ISO 8601 text. */
export const IsoInstant = v.string()

/** When a record was created and last changed. */
export const TimestampEntries = { created_at: IsoInstant, updated_at: IsoInstant }

/** Every refusal of both APIs: `{ message }` in French. */
export const ErrorBody = v.object({ message: v.string() })
export type ErrorBody = v.InferOutput<typeof ErrorBody>

// Texts sent by clients. PostgreSQL refuses NUL in text (a 500 otherwise), and no other control character
// belongs in a form field: multi-line texts keep tab, LF and CR, one-line texts keep none.
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u
const ANY_CONTROL = /\p{Cc}/u

/** The refusal of a control character; the server's parser names the field (`controlCharactersMessage`). */
export const CONTROL_CHARACTERS_MESSAGE = 'Requête invalide : le texte contient des caractères non autorisés.'
export const controlCharactersMessage = (field: string) =>
  `Requête invalide : ${field} contient des caractères non autorisés.`

export const hasNoControlCharacters = (text: string) => !CONTROL_EXCEPT_LINE_BREAKS.test(text)
export const isOneLine = (text: string) => !ANY_CONTROL.test(text)

/** Actions for the pipes of text fields (after `v.string()`). */
export const multiLineChars = () => v.check(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE)
export const oneLineChars = () => v.check(isOneLine, CONTROL_CHARACTERS_MESSAGE)

/** Any text of a body or query: a one-line text, or a multi-line one (tab, LF and CR allowed). */
export const LineText = v.pipe(v.string(), oneLineChars())
export const MultiLineText = v.pipe(v.string(), multiLineChars())

// Query-string pieces shared by the lists of both APIs (`_start`, `_limit`, `_sort`, `_order`, filters).
// Query values arrive as text; these schemas normalise them for the server, and a bad one is a 400.
export const QueryInt = v.pipe(LineText, v.trim(), v.regex(/^\d{1,9}$/), v.transform(Number))
export const QueryId = v.pipe(QueryInt, v.minValue(1))
export const SortOrder = v.pipe(LineText, v.trim(), v.toUpperCase(), v.picklist(['ASC', 'DESC']))

// A YYYY-MM-DD that exists in the calendar (no 30 February, no year 0): PostgreSQL's ::date refuses
// the others with a 500.
function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number)
  if (year === undefined || month === undefined || day === undefined || year < 1) return false
  const date = new Date(Date.UTC(2000, month - 1, day))
  date.setUTCFullYear(year)
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}
export const CalendarDay = v.pipe(LineText, v.trim(), v.isoDate(), v.check(isCalendarDay))
export const SearchText = v.pipe(LineText, v.trim(), v.maxLength(200))

/** A success that only carries a French sentence (logout, password change...). */
export const MessageWire = v.object({ message: v.string() })
export type MessageWire = v.InferOutput<typeof MessageWire>

const TokenText = v.pipe(v.string(), v.nonEmpty())

/** The token pair of both APIs' logins and refreshes (portal `/refresh-token`, storefront `/auth/refresh-token`). */
export const TokenPairWire = v.object({ access_token: TokenText, refresh_token: TokenText })
export type TokenPairWire = v.InferOutput<typeof TokenPairWire>

/** Forms may send numbers as text (request bodies): both are read the same way. */
export const NumberLike = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number)),
])

/** The database's integer range bounds ids: a larger one cannot exist (and would be a 500 in SQL). */
export const MAX_ID = 2_147_483_647
/** An id sent in a request body, as a number or a text. */
export const BodyId = v.pipe(NumberLike, v.integer(), v.minValue(1), v.maxValue(MAX_ID))
