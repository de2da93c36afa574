import { createFileRoute } from '@tanstack/react-router'
import { portalHead, toValidateSearch } from '../../../portal/routing/route-head'
import { ordersToValidateQuery } from '../../../portal/order-validation/validation.queries'
import { requireValidator } from '../../../portal/order-validation/require-validator'
import {
  ToValidateLoadError,
  ToValidatePage,
  toValidatePaging,
} from '../../../portal/order-validation/to-validate-page'

export const Route = createFileRoute('/account/ordervalid/')({
  head: portalHead('Commandes à valider'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk, so that
  // neither weighs on other pages and the entry lists one lazy import for the route, not three.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  // Parsed by the screen and its loader (router/portal-search): route options ship in the entry chunk.
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  // Only a head office validates. Checked in the loader, which ships with the screen.
  loader: async ({ context: { queryClient, runUseCase }, deps }) => {
    await requireValidator({ queryClient, runUseCase })
    return queryClient.ensureQueryData(ordersToValidateQuery(runUseCase, toValidatePaging(toValidateSearch(deps))))
  },
  component: ToValidatePage,
  errorComponent: ToValidateLoadError,
})
