import { createFileRoute } from '@tanstack/react-router'
import { orderIdOf, portalHead } from '../../../portal/routing/route-head'
import { orderQuery } from '../../../portal/orders/orders.queries'
import { requireValidator } from '../../../portal/order-validation/require-validator'
import {
  ValidationDetailLoadError,
  ValidationDetailPage,
} from '../../../portal/order-validation/validation-detail-page'

export const Route = createFileRoute('/account/ordervalid/$orderId')({
  head: portalHead('Commande à valider'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk, so that
  // neither weighs on other pages and the entry lists one lazy import for the route, not three.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  // Only a head office validates. Checked in the loader, which ships with the screen.
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    await requireValidator({ queryClient, runUseCase }, params.orderId)
    return queryClient.ensureQueryData(orderQuery(runUseCase, orderIdOf(params.orderId)))
  },
  component: ValidationDetailPage,
  errorComponent: ValidationDetailLoadError,
})
