import { queryOptions } from '@tanstack/react-query'
import type { PagingParams } from '../../../domain/paging'
import { listMyOrders, loadOrder } from '../../../application/portal/orders.use-case'
import type { RunUseCase } from '../../app/router/router-context'

export const orderKeys = {
  all: ['orders'] as const,
  mine: (paging: PagingParams) => ['orders', 'mine', paging] as const,
  detail: (orderId: number) => ['orders', 'detail', orderId] as const,
}

export function myOrdersQuery(runUseCase: RunUseCase, paging: PagingParams) {
  return queryOptions({ queryKey: orderKeys.mine(paging), queryFn: () => runUseCase(listMyOrders(paging)) })
}

/** One order, whether the caller owns it or validates it. */
export function orderQuery(runUseCase: RunUseCase, orderId: number) {
  return queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: () => runUseCase(loadOrder(orderId)) })
}
