import { createFileRoute } from '@tanstack/react-router'
import { SHOWCASE_PRODUCTS } from '../../../../../../../contract/showcase-admin/catalog-products'
import { backofficeHead } from '../../../../../../kit/backoffice/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../../../kit/backoffice/load-error'
import { resourceRecordQuery } from '../../../../../../kit/backoffice/resource.queries'
import { VariantCreatePage } from '../../../../../../showcase-admin/catalog/variant-pages'

export const Route = createFileRoute('/vitrine/backoffice/product/update/$id/create')({
  head: backofficeHead('Ajouter une variante'),
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, SHOWCASE_PRODUCTS, id))
    return { id }
  },
  component: VariantCreatePage,
  errorComponent: backofficeLoadError({
    title: 'Ajouter une variante',
    trail: [{ label: 'Produits', to: '/vitrine/backoffice/product' }],
  }),
})
