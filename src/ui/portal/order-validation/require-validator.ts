import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { shopSessionQuery } from '../../app/queries/session.queries'
import type { RunUseCase } from '../../app/router/router-context'

/**
 * A shop that validates no other shop has no orders to validate. Its
 * /account/ordervalid pages lead to its own orders instead (the server refuses their calls anyway).
 * Called from the routes' loaders, which are split with their screens: the entry does not carry it.
 */
export async function requireValidator(
  context: { queryClient: QueryClient; runUseCase: RunUseCase },
  orderId?: string,
): Promise<void> {
  const shop = await context.queryClient.ensureQueryData(shopSessionQuery(context.runUseCase))
  if (shop === null || shop.is_validator) return
  if (orderId === undefined) throw redirect({ to: '/account/order', replace: true })
  throw redirect({ to: '/account/order/$orderId', params: { orderId }, replace: true })
}
