import { createFileRoute } from '@tanstack/react-router'
import { VariantUpdatePage } from '../../../../../../../showcase-admin/catalog/variant-pages'
import { backofficeHead } from '../../../../../../../showcase-admin/routing/route-head'
import {
  SHOWCASE_PRODUCTS,
  backofficeLoadError,
  productVariantsResource,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../../../../showcase-admin/routing/route-parts'

// Spec §2: a product's variant is edited at /vitrine/backoffice/product/update/{id}/update/{idVariant}.
export const Route = createFileRoute('/vitrine/backoffice/product/update/$id/update/$idVariant')({
  head: backofficeHead('Modifier une variante'),
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    const idVariant = recordIdOf(params.idVariant)
    await Promise.all([
      queryClient.ensureQueryData(resourceRecordQuery(runUseCase, SHOWCASE_PRODUCTS, id)),
      queryClient.ensureQueryData(resourceRecordQuery(runUseCase, productVariantsResource(id), idVariant)),
    ])
    return { id, idVariant }
  },
  component: VariantUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier une variante',
    trail: [{ label: 'Produits', to: '/vitrine/backoffice/product' }],
  }),
})
