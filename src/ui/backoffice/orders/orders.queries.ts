import { queryOptions } from '@tanstack/react-query'
import { BackofficeOrderGateway } from '../../../application/backoffice/ports/order-gateway'
import { ADMIN_ORDERS } from '../../../contract/backoffice/orders'
import type { RunUseCase } from '../../app/router/router-context'
import { backofficeKeys } from '../../kit/backoffice/resource.queries'

// One order of the back office, under the orders' resource key: a bulk move (which refreshes every
// back-office query) or a move on the page refreshes it with the list.

export const backofficeOrderKey = (id: number) => [...backofficeKeys.resource(ADMIN_ORDERS), 'detail', id] as const

export function backofficeOrderQuery(runUseCase: RunUseCase, id: number) {
  return queryOptions({
    queryKey: backofficeOrderKey(id),
    queryFn: ({ signal }) =>
      runUseCase(
        BackofficeOrderGateway.use((orders) => orders.detail(id)),
        { signal },
      ),
    // A move is offered from the status on screen: always start from the server's current one.
    staleTime: 0,
  })
}
