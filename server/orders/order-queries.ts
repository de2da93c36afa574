import * as v from 'valibot'
import { ORDER_STATUSES, type OrderStatus } from '../../src/domain/order-status'
import { pageToRange } from '../../src/domain/paging'
import { CalendarDay, pageSize, QueryId, QueryInt, SortOrder } from './list-params'
import { ORDER_SORTS, type OrderListQuery } from './order-repository'

// One status or several, comma-separated (the browser joins array filters with ',').
const Statuses = v.pipe(
  v.string(),
  v.transform((text) => text.split(',').map((part) => part.trim()).filter((part) => part !== '')),
  v.array(v.picklist(ORDER_STATUSES, 'Requête invalide : status est invalide.')),
)

const Filters = {
  _sort: v.optional(v.picklist(ORDER_SORTS)),
  _order: v.optional(SortOrder),
  status: v.optional(Statuses),
  shop: v.optional(QueryId),
  date_from: v.optional(CalendarDay),
  date_to: v.optional(CalendarDay),
}

export const RangeOrdersQuery = v.object({ _start: v.optional(QueryInt), _limit: v.optional(QueryInt), ...Filters })
export const PagedOrdersQuery = v.object({ page: v.optional(QueryInt), per_page: v.optional(QueryInt), ...Filters })

type FilterValues = v.InferOutput<v.ObjectSchema<typeof Filters, undefined>>

function listQuery(start: number, limit: number, filters: FilterValues): OrderListQuery {
  const statuses: OrderStatus[] | undefined = filters.status
  return {
    start,
    limit,
    sort: filters._sort ?? 'created_at',
    order: filters._order ?? 'DESC',
    statuses: statuses === undefined || statuses.length === 0 ? null : statuses,
    shopId: filters.shop ?? null,
    dateFrom: filters.date_from ?? null,
    dateTo: filters.date_to ?? null,
  }
}

export function fromRangeQuery(query: v.InferOutput<typeof RangeOrdersQuery>): OrderListQuery {
  return listQuery(query._start ?? 0, pageSize(query._limit), query)
}

// The orders to validate use the page dialect (spec §7: 1-based page, per_page).
export function fromPagedQuery(query: v.InferOutput<typeof PagedOrdersQuery>): OrderListQuery {
  const range = pageToRange(query.page ?? 1, pageSize(query.per_page))
  return listQuery(range.start, range.limit, query)
}
