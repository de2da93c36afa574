import { createFileRoute } from '@tanstack/react-router'
import { CustomerUpdatePage } from '../../../../backoffice/customers/customer-form-pages'
import { backofficeHead } from '../../../../backoffice/routing/route-head'
import {
  CUSTOMERS,
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../backoffice/routing/route-parts'

export const Route = createFileRoute('/backoffice/customer/update/$id')({
  head: backofficeHead('Modifier un magasin'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, CUSTOMERS, id))
    return { id }
  },
  component: CustomerUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier un magasin',
    trail: [{ label: 'Magasins', to: '/backoffice/customer' }],
  }),
})
