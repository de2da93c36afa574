import type { OrderListQuery as OrderListWireQuery } from '../../../src/contract/portal/orders'
import type { ValidationListQuery } from '../../../src/contract/portal/validation'
import { pageToRange } from '../../../src/domain/paging'
import { pageSize } from '../../platform/http/list-params'
import type { OrderListQuery } from './order-repository'

// The contract's list queries (already parsed) to the repository's query.

type Filters = Omit<OrderListWireQuery, '_start' | '_limit'>

function listQuery(start: number, limit: number, filters: Filters): OrderListQuery {
  const statuses = filters.status
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

export function fromRangeQuery(query: OrderListWireQuery): OrderListQuery {
  return listQuery(query._start ?? 0, pageSize(query._limit), query)
}

// The orders to validate use the page dialect (spec §7: 1-based page, per_page).
export function fromPagedQuery(query: ValidationListQuery): OrderListQuery {
  const range = pageToRange(query.page ?? 1, pageSize(query.per_page))
  return listQuery(range.start, range.limit, query)
}
