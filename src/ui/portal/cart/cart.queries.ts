import { queryOptions } from '@tanstack/react-query'
import { loadCart, loadDeliveryAddresses } from '../../../application/portal/cart.use-case'
import type { RunUseCase } from '../../app/router/router-context'
import { cartKeys } from './cart-count.query'

export function cartQuery(runUseCase: RunUseCase) {
  return queryOptions({ queryKey: cartKeys.current, queryFn: () => runUseCase(loadCart()) })
}

export function deliveryAddressesQuery(runUseCase: RunUseCase) {
  return queryOptions({
    queryKey: cartKeys.addresses,
    queryFn: () => runUseCase(loadDeliveryAddresses()),
    // The shops a user may deliver to change only in the back office.
    staleTime: 5 * 60 * 1000,
  })
}
