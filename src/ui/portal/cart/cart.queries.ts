import { queryOptions } from '@tanstack/react-query'
import { CartGateway } from '../../../application/portal/ports/cart-gateway'
import type { RunUseCase } from '../../app/router/router-context'
import { cartKeys } from './cart-count.query'

export function cartQuery(runUseCase: RunUseCase) {
  return queryOptions({
    queryKey: cartKeys.current,
    queryFn: ({ signal }) =>
      runUseCase(
        CartGateway.use((cart) => cart.current()),
        { signal },
      ),
  })
}

export function deliveryAddressesQuery(runUseCase: RunUseCase) {
  return queryOptions({
    queryKey: cartKeys.addresses,
    queryFn: ({ signal }) =>
      runUseCase(
        CartGateway.use((cart) => cart.deliveryAddresses()),
        { signal },
      ),
    // The shops a user may deliver to change only in the back office.
    staleTime: 5 * 60 * 1000,
  })
}
