import { createFileRoute } from '@tanstack/react-router'
import { AdministratorUpdatePage } from '../../../../backoffice/administrators/administrator-form-pages'
import { backofficeHead } from '../../../../backoffice/routing/route-head'
import {
  ADMINISTRATORS,
  backofficeLoadError,
  recordIdOf,
  resourceRecordQuery,
} from '../../../../backoffice/routing/route-parts'

export const Route = createFileRoute('/backoffice/administration/update/$id')({
  head: backofficeHead('Modifier un administrateur'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, ADMINISTRATORS, id))
    return { id }
  },
  component: AdministratorUpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier un administrateur',
    trail: [{ label: 'Administrateurs', to: '/backoffice/administration' }],
  }),
})
