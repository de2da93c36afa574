import { createFileRoute } from '@tanstack/react-router'
import { ProductPreviewPage, productPreviewQuery } from '../../../../../showcase-admin/catalog/product-preview-page'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'
import { backofficeLoadError, recordIdOf } from '../../../../../showcase-admin/routing/route-parts'

export const Route = createFileRoute('/vitrine/backoffice/product/preview/$id')({
  head: backofficeHead('Aperçu d’un produit'),
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(productPreviewQuery(runUseCase, id))
    return { id }
  },
  component: ProductPreviewPage,
  errorComponent: backofficeLoadError({
    title: 'Aperçu d’un produit',
    trail: [{ label: 'Produits', to: '/vitrine/backoffice/product' }],
  }),
})
