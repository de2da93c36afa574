import { type AnyRouter, createRouter, type RouterHistory } from '@tanstack/react-router'
import { endingAdminSessions } from './session-end-watch'
import { routeTree } from '../../routeTree.gen'
import { PendingScreen } from '../../kit/status/pending-screen'
import { RouteErrorScreen } from '../../kit/status/route-error-screen'
import type { RouterContext } from './router-context'

// One factory for the browser and the tests, so both run the same route tree and defaults.
// Page changes scroll to the top (spec §2): the router's default reset of the window scroll does it.
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  // Every use case of every page runs through the context's runner: the one place that sees a
  // back-office session end, whichever page or action met it (decision 070).
  let router: AnyRouter | undefined
  const runUseCase = endingAdminSessions(context.runUseCase, () => router)
  const created = createRouter({
    routeTree,
    context: { ...context, runUseCase },
    ...(history ? { history } : {}),
    // One URL per page: /FAQ is not /faq (the server answers it 404).
    caseSensitive: true,
    defaultPreload: 'intent',
    // In the customer and back-office areas the query cache owns freshness: the router must not hold
    // its own copy of their loader data. Public pages, which do without React Query, set their own
    // (SHOWCASE_CACHE in showcase/routing/showcase-route).
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingScreen,
    defaultErrorComponent: RouteErrorScreen,
  })
  router = created
  return created
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
