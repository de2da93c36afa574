import { createFileRoute } from '@tanstack/react-router'
import { AccountUpdatePage } from '../../../../../showcase-admin/accounts/account-pages'
import { ADMINISTRATION_SCREEN } from '../../../../../showcase-admin/accounts/account-screens'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'
import { backofficeLoadError, recordIdOf, resourceRecordQuery } from '../../../../../showcase-admin/routing/route-parts'

export const Route = createFileRoute('/vitrine/backoffice/administration/update/$id')({
  head: backofficeHead('Modifier un administrateur'),
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase }, params }) => {
    const id = recordIdOf(params.id)
    await queryClient.ensureQueryData(resourceRecordQuery(runUseCase, ADMINISTRATION_SCREEN.resource, id))
    return { id }
  },
  component: UpdatePage,
  errorComponent: backofficeLoadError({
    title: 'Modifier un administrateur',
    trail: [{ label: ADMINISTRATION_SCREEN.title, to: ADMINISTRATION_SCREEN.list }],
  }),
})

function UpdatePage() {
  const { id } = Route.useLoaderData()
  return <AccountUpdatePage screen={ADMINISTRATION_SCREEN} id={id} />
}
