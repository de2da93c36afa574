import { CartGateway } from '../../../application/portal/ports/cart-gateway'
import type { RunUseCase } from '../../app/router/router-context'
import { useCaseQuery } from '../../kit/hooks/use-run-use-case'
import { cartKeys } from './cart-count.query'

// The shops a user may deliver to change only in the back office.
const ADDRESSES_STALE_MS = 5 * 60 * 1000

export function cartQuery(runUseCase: RunUseCase) {
  return useCaseQuery(
    runUseCase,
    cartKeys.current,
    CartGateway.use((cart) => cart.current()),
  )
}

export function deliveryAddressesQuery(runUseCase: RunUseCase) {
  const addresses = CartGateway.use((cart) => cart.deliveryAddresses())
  return useCaseQuery(runUseCase, cartKeys.addresses, addresses, ADDRESSES_STALE_MS)
}
