import { createFileRoute } from '@tanstack/react-router'
import { ADMINISTRATORS } from '../../../../../contract/backoffice/administrators'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../kit/backoffice/load-error'
import { resourceRecordQuery } from '../../../../kit/backoffice/resource.queries'
import { AdministratorUpdatePage } from '../../../../backoffice/administrators/administrator-form-pages'

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
