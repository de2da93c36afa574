import { createFileRoute } from '@tanstack/react-router'
import { PRODUCTS } from '../../../../../contract/backoffice/products'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../kit/backoffice/load-error'
import { resourceRecordQuery } from '../../../../kit/backoffice/resource.queries'
import { ProductUpdatePage } from '../../../../backoffice/products/product-form-pages'

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
