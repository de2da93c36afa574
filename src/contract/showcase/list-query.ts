import * as v from 'valibot'
import { LineText } from '../wire-primitives'

// The query of the Storefront API's paged lists (products, blog articles): `_start`, `_limit` and an
// optional category slug; the answer carries the total in `x-total-count`.

export const DEFAULT_LIST_LIMIT = 12
export const MAX_LIST_LIMIT = 100

const invalid = (name: string) => `Requête invalide : ${name} est invalide.`

// Query values are text: digits only, then bounded as numbers.
const integerParam = (name: string, min: number, max: number) =>
  v.pipe(
    LineText,
    v.regex(/^\d{1,6}$/, invalid(name)),
    v.transform(Number),
    v.minValue(min, invalid(name)),
    v.maxValue(max, invalid(name)),
  )

export const ListQuery = v.object({
  _start: v.optional(integerParam('_start', 0, 1_000_000), '0'),
  _limit: v.optional(integerParam('_limit', 1, MAX_LIST_LIMIT), String(DEFAULT_LIST_LIMIT)),
  category: v.optional(v.pipe(LineText, v.trim(), v.maxLength(200, invalid('category')))),
})
export type ListQuery = v.InferOutput<typeof ListQuery>
