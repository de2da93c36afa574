import { createFileRoute } from '@tanstack/react-router'
import { SHOWCASE_ATTRIBUTES } from '../../../../../../contract/showcase-admin/catalog-attributes'
import { backofficeHead } from '../../../../../kit/backoffice/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../../kit/backoffice/load-error'
import { resourceRecordQuery } from '../../../../../kit/backoffice/resource.queries'
import { AttributeUpdatePage } from '../../../../../showcase-admin/catalog/attribute-pages'

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
