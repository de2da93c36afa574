import { createFileRoute } from '@tanstack/react-router'
import { ordersToValidateQuery } from '../../../queries/validation.queries'
import { toValidateSearch } from '../../../router/portal-search'
import { ToValidateLoadError, ToValidatePage, toValidatePaging } from '../../../screens/order-validation/to-validate-page'

export const Route = createFileRoute('/account/ordervalid/')({
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk, so that
  // neither weighs on other pages and the entry lists one lazy import for the route, not three.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  // Parsed by the screen and its loader (router/portal-search): route options ship in the entry chunk.
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, runUseCase }, deps }) =>
    queryClient.ensureQueryData(ordersToValidateQuery(runUseCase, toValidatePaging(toValidateSearch(deps)))),
  component: ToValidatePage,
  errorComponent: ToValidateLoadError,
})
