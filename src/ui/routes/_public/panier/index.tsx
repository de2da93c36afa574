import { createFileRoute } from '@tanstack/react-router'
import { cartQuery } from '../../../portal/cart/cart.queries'
import { CartLoadError, CartPage } from '../../../portal/cart/cart-page'
import { portalHead } from '../../../portal/routing/route-head'

export const Route = createFileRoute('/_public/panier/')({
  head: portalHead('Mon panier'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk, so that
  // neither weighs on other pages and the entry lists one lazy import for the route, not three.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: ({ context: { queryClient, runUseCase } }) => queryClient.ensureQueryData(cartQuery(runUseCase)),
  component: CartPage,
  errorComponent: CartLoadError,
})
