import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../../backoffice-kit/page-head'
import { recordIdOf } from '../../../../../backoffice-kit/load-error'
import { showcaseRecordLoadError } from '../../../../../router/showcase-record-load-error'
import {
  ProductPreviewPage,
  productPreviewQuery,
} from '../../../../../screens/storefront-admin/catalog/product-preview-page'

export const Route = createFileRoute('/vitrine/backoffice/product/preview/$id')({
  head: backofficeHead('Aperçu d’un produit'),
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(productPreviewQuery(runUseCase, id))
    return { id }
  },
  component: ProductPreviewPage,
  errorComponent: showcaseRecordLoadError,
})
