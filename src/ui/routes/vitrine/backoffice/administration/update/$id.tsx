import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../../kit/backoffice/page-head'
import { backofficeLoadError, recordIdOf } from '../../../../../kit/backoffice/load-error'
import { resourceRecordQuery } from '../../../../../kit/backoffice/resource.queries'
import { AccountUpdatePage } from '../../../../../showcase-admin/accounts/account-pages'
import { ADMINISTRATION_SCREEN } from '../../../../../showcase-admin/accounts/account-screens'

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
