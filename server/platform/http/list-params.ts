// Paging of the portal's lists; the query-string schemas are the contract's (src/contract/wire-primitives.ts).

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

export type SortDirection = 'ASC' | 'DESC'

// A page size of 0 (an empty table asking for its first page) means the default; more than the
// maximum is capped rather than refused, so that a large table setting does not break the list.
export function pageSize(limit: number | undefined): number {
  if (limit === undefined || limit === 0) return DEFAULT_PAGE_SIZE
  return Math.min(limit, MAX_PAGE_SIZE)
}

export type DateRange = { from: string | null; to: string | null }
