import { createFileRoute } from '@tanstack/react-router'
import { ProductUpdatePage } from '../../../../backoffice/products/product-form-pages'
import { backofficeHead } from '../../../../backoffice/routing/route-head'
import {
  PRODUCTS,
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../backoffice/routing/route-parts'

export const Route = createFileRoute('/backoffice/product/update/$id')({
  head: backofficeHead('Modifier un produit'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, PRODUCTS, id))
    return { id }
  },
  component: ProductUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier un produit',
    trail: [{ label: 'Produits', to: '/backoffice/product' }],
  }),
})
