import * as v from 'valibot'
import type { AdminListParams } from '../../../application/backoffice/ports/backoffice-gateway'

/*
 * Back-office kit: a list screen's URL state (paging, sort, filters) as typed search params.
 *
 *   export const brandSearch = listSearchSchema({ sorts: ['name', 'created_at'], filters: ['q'] })
 *   createFileRoute('/backoffice/brand/')({ validateSearch: brandSearch, ... })
 *   const params = listParams(Route.useSearch(), { sort: 'name', order: 'asc' })   // -> the API's query
 *
 * Every value is optional and a bad one falls back to "absent" rather than an error page: the address
 * is user input (a hand-edited or outdated link must still open the list).
 */

export const KIT_PAGE_SIZES = [10, 20, 50, 100] as const
export type KitPageSize = (typeof KIT_PAGE_SIZES)[number]
export const DEFAULT_KIT_PAGE_SIZE: KitPageSize = 20

const PositiveInt = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))]),
  v.integer(),
  v.minValue(1),
)
const FilterText = v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.trim(), v.maxLength(100))

const absentIfBad = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined)

/** The paging and sorting part of any list's search params. */
export type ListPaging<Sort extends string = string> = {
  readonly page?: number
  readonly perPage?: KitPageSize
  readonly sort?: Sort
  readonly order?: 'asc' | 'desc'
}

export type ListSearch<Sort extends string, Filter extends string> = ListPaging<Sort> & {
  readonly [K in Filter]?: string
}

// Typed as taking the same shape it gives, so that links and navigate() to the list are checked.
export type ListSearchSchema<Sort extends string, Filter extends string> = v.GenericSchema<
  ListSearch<Sort, Filter>,
  ListSearch<Sort, Filter>
>

/** The valibot schema of one list screen's search params: use it as the route's `validateSearch`. */
export function listSearchSchema<const Sort extends string, const Filter extends string>(spec: {
  readonly sorts: readonly Sort[]
  readonly filters: readonly Filter[]
}): ListSearchSchema<Sort, Filter> {
  const filters = Object.fromEntries(spec.filters.map((name) => [name, absentIfBad(FilterText)]))
  const schema = v.object({
    page: absentIfBad(PositiveInt),
    perPage: absentIfBad(v.pipe(PositiveInt, v.picklist(KIT_PAGE_SIZES))),
    sort: absentIfBad(v.picklist(spec.sorts)),
    order: absentIfBad(v.picklist(['asc', 'desc'])),
    ...filters,
  })
  // Blank filters are dropped so that an emptied search box leaves a clean address.
  return v.pipe(
    schema,
    v.transform((search) =>
      Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '')),
    ),
  ) as unknown as ListSearchSchema<Sort, Filter>
}

export type ListDefaults<Sort extends string> = { readonly sort: Sort; readonly order: 'asc' | 'desc' }

/** Where the list stands once the screen's defaults fill the gaps of the address. */
export function listState<Sort extends string>(search: ListPaging<Sort>, defaults: ListDefaults<Sort>) {
  return {
    page: search.page ?? 1,
    perPage: search.perPage ?? DEFAULT_KIT_PAGE_SIZE,
    sort: search.sort ?? defaults.sort,
    order: search.order ?? defaults.order,
  }
}

/** The filters of the address, without paging and sorting. */
export function filterParams(search: object): Record<string, string> {
  const kept = Object.entries(search as Record<string, unknown>).filter(
    (entry): entry is [string, string] =>
      !['page', 'perPage', 'sort', 'order'].includes(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '',
  )
  return Object.fromEntries(kept)
}

/** What the CSV export sends: the filters and the sort of the list as shown, without its paging. */
export function exportParams<Sort extends string>(
  search: ListPaging<Sort>,
  defaults: ListDefaults<Sort>,
): Record<string, string> {
  const state = listState(search, defaults)
  return { ...filterParams(search), _sort: state.sort, _order: state.order.toUpperCase() }
}

/** The API's list query (`_start`, `_limit`, `_sort`, `_order`, filters) for the address's state. */
export function listParams<Sort extends string>(
  search: ListPaging<Sort>,
  defaults: ListDefaults<Sort>,
): AdminListParams {
  const state = listState(search, defaults)
  return {
    _start: String((state.page - 1) * state.perPage),
    _limit: String(state.perPage),
    _sort: state.sort,
    _order: state.order.toUpperCase(),
    ...filterParams(search),
  }
}
