import * as v from 'valibot'

// Query-string pieces shared by the portal's lists (docs/api-contract.md: _start, _limit, _sort,
// _order, filters). Query values arrive as strings; a bad one is a 400 naming the parameter.

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

export const QueryInt = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/), v.transform(Number))
export const QueryId = v.pipe(QueryInt, v.minValue(1))
export const SortOrder = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(['ASC', 'DESC']))
export const CalendarDay = v.pipe(v.string(), v.trim(), v.isoDate())
export const SearchText = v.pipe(v.string(), v.trim(), v.maxLength(200))

export type SortDirection = 'ASC' | 'DESC'

// A page size of 0 (an empty table asking for its first page) means the default; more than the
// maximum is capped rather than refused, so that a large table setting does not break the list.
export function pageSize(limit: number | undefined): number {
  if (limit === undefined || limit === 0) return DEFAULT_PAGE_SIZE
  return Math.min(limit, MAX_PAGE_SIZE)
}

export type DateRange = { from: string | null; to: string | null }
