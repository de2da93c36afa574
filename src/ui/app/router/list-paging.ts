import type { PagingParams } from '../../../domain/paging'
import type { ListSearch, PageSize, SortOrder } from './search-params'

export const DEFAULT_PAGE_SIZE: PageSize = 10

export type ListView<Sort extends string> = {
  readonly page: number
  readonly pageSize: PageSize
  readonly sort: Sort
  readonly order: SortOrder
}

/** The URL's list state with the screen's defaults filled in. */
export function listView<Sort extends string>(
  search: ListSearch<Sort>,
  defaults: { sort: Sort; order: SortOrder },
): ListView<Sort> {
  return {
    page: search.page ?? 1,
    pageSize: search.parPage ?? DEFAULT_PAGE_SIZE,
    sort: search.tri ?? defaults.sort,
    order: search.ordre ?? defaults.order,
  }
}

/** The domain's paging parameters (spec §3: first, rows, sortField, sortOrder, filters). */
export function pagingParams(view: ListView<string>, filters: Record<string, string | undefined> = {}): PagingParams {
  const kept = Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined)
  return {
    first: (view.page - 1) * view.pageSize,
    rows: view.pageSize,
    sortField: view.sort,
    // Spec §9: a positive value means ascending.
    sortOrder: view.order === 'asc' ? 1 : -1,
    filters: Object.fromEntries(kept.map(([name, value]) => [name, { value }])),
  }
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
