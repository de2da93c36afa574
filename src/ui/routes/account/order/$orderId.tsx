import { createFileRoute } from '@tanstack/react-router'
import { orderQuery } from '../../../portal/orders/orders.queries'
import { OrderDetailLoadError, OrderDetailPage } from '../../../portal/orders/order-detail-page'
import { orderIdOf, portalHead } from '../../../portal/routing/route-head'

export const Route = createFileRoute('/account/order/$orderId')({
  head: portalHead('Détail de la commande'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk, so that
  // neither weighs on other pages and the entry lists one lazy import for the route, not three.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: ({ context: { queryClient, runUseCase }, params }) =>
    queryClient.ensureQueryData(orderQuery(runUseCase, orderIdOf(params.orderId))),
  component: OrderDetailPage,
  errorComponent: OrderDetailLoadError,
})
