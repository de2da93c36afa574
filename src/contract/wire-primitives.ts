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

/** Every refusal of both APIs: `{ message }` in French. */
export const ErrorBody = v.object({ message: v.string() })
export type ErrorBody = v.InferOutput<typeof ErrorBody>

// Query-string pieces shared by the lists of both APIs (`_start`, `_limit`, `_sort`, `_order`, filters).
// Query values arrive as text; these schemas normalise them for the server, and a bad one is a 400.
export const QueryInt = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/), v.transform(Number))
export const QueryId = v.pipe(QueryInt, v.minValue(1))
export const SortOrder = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(['ASC', 'DESC']))
export const CalendarDay = v.pipe(v.string(), v.trim(), v.isoDate())
export const SearchText = v.pipe(v.string(), v.trim(), v.maxLength(200))

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
