import { createFileRoute } from '@tanstack/react-router'
import { orderQuery } from '../../../queries/orders.queries'
import { orderIdOf } from '../../../router/portal-search'
import { ValidationDetailLoadError, ValidationDetailPage } from '../../../screens/order-validation/validation-detail-page'

export const Route = createFileRoute('/account/ordervalid/$orderId')({
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk, so that
  // neither weighs on other pages and the entry lists one lazy import for the route, not three.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: ({ context: { queryClient, runUseCase }, params }) => queryClient.ensureQueryData(orderQuery(runUseCase, orderIdOf(params.orderId))),
  component: ValidationDetailPage,
  errorComponent: ValidationDetailLoadError,
})
