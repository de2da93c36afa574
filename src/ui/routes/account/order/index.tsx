import { createFileRoute } from '@tanstack/react-router'
import { myOrdersQuery } from '../../../portal/orders/orders.queries'
import { MyOrdersLoadError, MyOrdersPage, myOrdersPaging } from '../../../portal/orders/my-orders-page'
import { myOrdersSearch, portalHead } from '../../../portal/routing/route-head'

export const Route = createFileRoute('/account/order/')({
  head: portalHead('Mes commandes'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk, so that
  // neither weighs on other pages and the entry lists one lazy import for the route, not three.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  // Parsed by the screen and its loader (router/portal-search): route options ship in the entry chunk.
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, runUseCase }, deps }) =>
    queryClient.ensureQueryData(myOrdersQuery(runUseCase, myOrdersPaging(myOrdersSearch(deps)))),
  component: MyOrdersPage,
  errorComponent: MyOrdersLoadError,
})
