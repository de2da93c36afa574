import { createFileRoute } from '@tanstack/react-router'
import { AttributeUpdatePage } from '../../../../../showcase-admin/catalog/attribute-pages'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'
import {
  SHOWCASE_ATTRIBUTES,
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../../showcase-admin/routing/route-parts'

export const Route = createFileRoute('/vitrine/backoffice/attribut/update/$id')({
  head: backofficeHead('Modifier un attribut'),
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, SHOWCASE_ATTRIBUTES, id))
    return { id }
  },
  component: AttributeUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier un attribut',
    trail: [{ label: 'Attributs', to: '/vitrine/backoffice/attribut' }],
  }),
})
