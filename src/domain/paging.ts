// Table paging to query strings (spec §3, §7, §9). Two dialects: range (_start/_limit) for lists,
// page (page/per_page, 1-based) for the orders to validate.

export type PagingParams = {
  first: number
  rows: number
  sortField?: string | null
  sortOrder?: number | null
  filters?: Record<string, { value: unknown }>
}

export type SortDirection = 'ASC' | 'DESC'

export function sortDirection(sortOrder: number | null | undefined): SortDirection {
  return typeof sortOrder === 'number' && sortOrder > 0 ? 'ASC' : 'DESC'
}

const RANGE_KEYS = ['_start', '_limit', '_sort', '_order'] as const
const PAGE_KEYS = ['page', 'per_page', '_sort', '_order'] as const

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0')
}

// The calendar day the user picked: date pickers give local midnight, which toISOString would
// shift to the previous day east of Greenwich.
function calendarDay(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`
}

function scalarToString(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  if (value instanceof Date) return calendarDay(value)
  return null
}

export function filterValueToString(value: unknown): string | null {
  const text = Array.isArray(value)
    ? value
        .map(scalarToString)
        .filter((part): part is string => part !== null && part !== '')
        .join(',')
    : scalarToString(value)
  return text === null || text === '' ? null : text
}

// Paging keys win over a filter of the same name, so a filter cannot move the page.
function withSortAndFilters(
  base: Record<string, string>,
  p: PagingParams,
  reserved: readonly string[],
): Record<string, string> {
  const query = { ...base }
  if (typeof p.sortField === 'string' && p.sortField !== '') {
    query._sort = p.sortField
    query._order = sortDirection(p.sortOrder)
  }
  for (const [name, filter] of Object.entries(p.filters ?? {})) {
    if (reserved.includes(name)) continue
    const text = filterValueToString(filter?.value)
    if (text !== null) query[name] = text
  }
  return query
}

function nonNegativeInteger(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}

export function toRangeQuery(p: PagingParams): Record<string, string> {
  const base = { _start: String(nonNegativeInteger(p.first)), _limit: String(nonNegativeInteger(p.rows)) }
  return withSortAndFilters(base, p, RANGE_KEYS)
}

export function pageNumber(first: number, rows: number): number {
  const size = nonNegativeInteger(rows)
  return size === 0 ? 1 : Math.floor(nonNegativeInteger(first) / size) + 1
}

export function toPageQuery(p: PagingParams): Record<string, string> {
  const base = { page: String(pageNumber(p.first, p.rows)), per_page: String(nonNegativeInteger(p.rows)) }
  return withSortAndFilters(base, p, PAGE_KEYS)
}

// Server side of the page dialect; a page below 1 is read as the first page.
export function pageToRange(page: number, perPage: number): { start: number; limit: number } {
  const limit = nonNegativeInteger(perPage)
  const pageIndex = Math.max(1, nonNegativeInteger(page)) - 1
  return { start: pageIndex * limit, limit }
}
