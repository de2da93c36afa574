import { createFileRoute } from '@tanstack/react-router'
import { VariantCreatePage } from '../../../../../../showcase-admin/catalog/variant-pages'
import { backofficeHead } from '../../../../../../showcase-admin/routing/route-head'
import {
  SHOWCASE_PRODUCTS,
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../../../showcase-admin/routing/route-parts'

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
