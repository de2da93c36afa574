import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../../kit/backoffice/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../../kit/backoffice/load-error'
import { ProductPreviewPage, productPreviewQuery } from '../../../../../showcase-admin/catalog/product-preview-page'

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
