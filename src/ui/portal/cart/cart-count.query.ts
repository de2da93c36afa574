import { queryOptions } from '@tanstack/react-query'
import type { RunUseCase } from '../../app/router/router-context'

/** Every cart query lives under ['cart']: a change to the cart invalidates them all at once. */
export const cartKeys = {
  all: ['cart'] as const,
  count: ['cart', 'count'] as const,
  current: ['cart', 'current'] as const,
  addresses: ['cart', 'addresses'] as const,
}

// Start-up (entry chunk) uses this factory: the port, and effect with it, load on demand so
// that the home page does not download them.
export function cartCountQuery(runUseCase: RunUseCase) {
  return queryOptions({
    queryKey: cartKeys.count,
    // Start-up prefetches the count and the header's badge mounts a moment later: without this the
    // badge fetched it a second time on every page load. Cart changes set or invalidate it.
    staleTime: 30_000,
    queryFn: async ({ signal }): Promise<number> => {
      const { CartGateway } = await import('../../../application/portal/ports/cart-gateway')
      return runUseCase(
        CartGateway.use((cart) => cart.count()),
        { signal },
      )
    },
  })
}
