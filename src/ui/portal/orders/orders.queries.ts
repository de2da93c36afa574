import type { PagingParams } from '../../../domain/paging'
import { OrderGateway } from '../../../application/portal/ports/order-gateway'
import type { RunUseCase } from '../../app/router/router-context'
import { useCaseQuery } from '../../kit/hooks/use-run-use-case'

export const orderKeys = {
  all: ['orders'] as const,
  mine: (paging: PagingParams) => ['orders', 'mine', paging] as const,
  detail: (orderId: number) => ['orders', 'detail', orderId] as const,
}

export function myOrdersQuery(runUseCase: RunUseCase, paging: PagingParams) {
  return useCaseQuery(
    runUseCase,
    orderKeys.mine(paging),
    OrderGateway.use((orders) => orders.list(paging)),
  )
}

/** One order, whether the caller owns it or validates it. */
export function orderQuery(runUseCase: RunUseCase, orderId: number) {
  return useCaseQuery(
    runUseCase,
    orderKeys.detail(orderId),
    OrderGateway.use((orders) => orders.detail(orderId)),
  )
}
