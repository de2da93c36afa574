import { createFileRoute } from '@tanstack/react-router'
import { cartQuery } from '../../portal/cart/cart.queries'
import { categoriesQuery, productsQuery } from '../../portal/catalog/catalog.queries'
import { CatalogLoadError, CatalogPage, productQueryOf } from '../../portal/catalog/catalog-page'
import { catalogSearch, portalHead } from '../../portal/routing/route-head'

export const Route = createFileRoute('/account/catalog')({
  head: portalHead('Mon catalogue'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk, so that
  // neither weighs on other pages and the entry lists one lazy import for the route, not three.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  // Parsed by the screen and its loader (router/portal-search): route options ship in the entry chunk.
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, runUseCase }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(categoriesQuery(runUseCase)),
      queryClient.ensureQueryData(productsQuery(runUseCase, productQueryOf(catalogSearch(deps)))),
      // The cart's quantities ("Déjà au panier"); its failure must not hide the catalogue.
      queryClient.ensureQueryData(cartQuery(runUseCase)).catch(() => undefined),
    ])
  },
  component: CatalogPage,
  errorComponent: CatalogLoadError,
})
