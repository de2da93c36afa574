import { credentialForPath } from '../../domain/credentials'
import type { RouterContext } from './router/router-context'
import { browserMayHoldSessions } from './stored-sessions'

// What the app does once per page load, before the first route renders (spec §1, §4).
export async function startUp({
  runUseCase,
  loadQueryClient,
}: Pick<RouterContext, 'runUseCase' | 'loadQueryClient'>): Promise<void> {
  // With no stored token set there is no session to end or to restore.
  if (!browserMayHoldSessions()) return

  const { endSessionsAtStart, hasToken } = await import('../../application/session/startup.use-case')
  await runUseCase(endSessionsAtStart())

  // The current-user call carries the credential of the page's path (spec §6): on a back-office
  // path it would send the admin token, fail as a shop, and wrongly clear the shop's tokens.
  if (credentialForPath(window.location.pathname) !== 'shop') return
  if (await runUseCase(hasToken('shop'))) {
    // Spec §1: a logged-in shop gets its cart item count at start-up (the header badge). React Query
    // and the query factories load on demand like the use cases: only a shop session needs them.
    const [queryClient, { shopSessionQuery }, { cartCountQuery }] = await Promise.all([
      loadQueryClient(),
      import('./queries/session.queries'),
      import('../portal/cart/cart-count.query'),
    ])
    // Not awaited: a page must not wait for the network; account screens await these same fetches.
    void queryClient.prefetchQuery(shopSessionQuery(runUseCase))
    void queryClient.prefetchQuery(cartCountQuery(runUseCase))
  }
}
