import { queryOptions } from '@tanstack/react-query'
import type { PagingParams } from '../../../domain/paging'
import { OrderGateway } from '../../../application/portal/ports/order-gateway'
import type { RunUseCase } from '../../app/router/router-context'

export const orderKeys = {
  all: ['orders'] as const,
  mine: (paging: PagingParams) => ['orders', 'mine', paging] as const,
  detail: (orderId: number) => ['orders', 'detail', orderId] as const,
}

export function myOrdersQuery(runUseCase: RunUseCase, paging: PagingParams) {
  return queryOptions({
    queryKey: orderKeys.mine(paging),
    queryFn: ({ signal }) =>
      runUseCase(
        OrderGateway.use((orders) => orders.list(paging)),
        { signal },
      ),
  })
}

/** One order, whether the caller owns it or validates it. */
export function orderQuery(runUseCase: RunUseCase, orderId: number) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) =>
      runUseCase(
        OrderGateway.use((orders) => orders.detail(orderId)),
        { signal },
      ),
  })
}
