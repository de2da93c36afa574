import { createFileRoute } from '@tanstack/react-router'
import { ProductUpdatePage } from '../../../../../../showcase-admin/catalog/product-form-pages'
import { backofficeHead } from '../../../../../../showcase-admin/routing/route-head'
import {
  SHOWCASE_PRODUCTS,
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../../../showcase-admin/routing/route-parts'

// A folder route: the product's variants live under it (update/{id}/update/{idVariant}, spec §2).
export const Route = createFileRoute('/vitrine/backoffice/product/update/$id/')({
  head: backofficeHead('Modifier un produit'),
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, SHOWCASE_PRODUCTS, id))
    return { id }
  },
  component: ProductUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier un produit',
    trail: [{ label: 'Produits', to: '/vitrine/backoffice/product' }],
  }),
})
