import { pageToRange, type SortDirection } from '../../domain/paging'

// Lists as the server reads them from a query string: the window, the sort and the filters left.

/** A list request once its query string is read: window, sort and the remaining filters. */
export type ListWindow = {
  readonly start: number
  readonly limit: number
  readonly sort: string | null
  readonly order: SortDirection
  readonly filters: Readonly<Record<string, string>>
}

const WINDOW_KEYS = ['_start', '_limit', '_sort', '_order', 'page', 'per_page']

function count(text: string | undefined, fallback: number): number {
  const value = Number(text)
  return text !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback
}

function windowOf(query: Readonly<Record<string, string>>, start: number, limit: number): ListWindow {
  const filters = Object.fromEntries(Object.entries(query).filter(([key]) => !WINDOW_KEYS.includes(key)))
  return { start, limit, sort: query._sort ?? null, order: query._order === 'ASC' ? 'ASC' : 'DESC', filters }
}

/** Reads `_start/_limit/_sort/_order` (the range dialect). */
export function rangeWindow(query: Readonly<Record<string, string>>): ListWindow {
  return windowOf(query, count(query._start, 0), count(query._limit, 10))
}

/** Reads `page/per_page/_sort/_order` (the page dialect, 1-based). */
export function pageWindow(query: Readonly<Record<string, string>>): ListWindow {
  const { start, limit } = pageToRange(count(query.page, 1), count(query.per_page, 10))
  return windowOf(query, start, limit)
}

export function sliceWindow<A>(items: readonly A[], window: ListWindow): { items: A[]; total: number } {
  return { items: items.slice(window.start, window.start + window.limit), total: items.length }
}

export function compareBy<A>(key: (item: A) => string | number, order: SortDirection): (a: A, b: A) => number {
  const sign = order === 'ASC' ? 1 : -1
  return (a, b) => {
    const left = key(a)
    const right = key(b)
    if (left === right) return 0
    return (typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right), 'fr')) * sign
  }
}
