import { createFileRoute } from '@tanstack/react-router'
import { AdministratorCreatePage } from '../../../backoffice/administrators/administrator-form-pages'
import { backofficeHead } from '../../../backoffice/routing/route-head'
import { ADMINISTRATORS, backofficeLoadError, resourceListQuery } from '../../../backoffice/routing/route-parts'

export const Route = createFileRoute('/backoffice/administration/create')({
  head: backofficeHead('Créer un administrateur'),
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  // Administrators are for super administrators: ask the server first, so that anyone else reads its
  // refusal (403) rather than a form they could not save.
  loader: async ({ context: { queryClient, runUseCase } }) => {
    await queryClient.ensureQueryData(resourceListQuery(runUseCase, ADMINISTRATORS, { _limit: '1' }))
  },
  component: AdministratorCreatePage,
  errorComponent: backofficeLoadError({
    title: 'Créer un administrateur',
    trail: [{ label: 'Administrateurs', to: '/backoffice/administration' }],
  }),
})
