import { createFileRoute } from '@tanstack/react-router'
import { SHOWCASE_PRODUCTS } from '../../../../../../../contract/showcase-admin/catalog-products'
import { backofficeHead } from '../../../../../../kit/backoffice/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../../../kit/backoffice/load-error'
import { resourceRecordQuery } from '../../../../../../kit/backoffice/resource.queries'
import { ProductUpdatePage } from '../../../../../../showcase-admin/catalog/product-form-pages'

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
